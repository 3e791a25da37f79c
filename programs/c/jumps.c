/* setjmp/longjmp, and signals: a SIGUSR1 handler with SA_SIGINFO, a SIGSEGV handler that
   leaves with siglongjmp, a blocked signal delivered when unblocked. */
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static jmp_buf jb;
static sigjmp_buf sjb;
static volatile sig_atomic_t got;
static volatile int depth;

static void deep(int n) {
    depth = n;
    if (n == 5) longjmp(jb, n * 10);
    deep(n + 1);
}

static void on_usr1(int sig, siginfo_t *info, void *uc) {
    (void)uc;
    got = sig * 100 + (info->si_pid == getpid());
}

static void on_segv(int sig, siginfo_t *info, void *uc) {
    (void)uc;
    got = sig;
    siglongjmp(sjb, info->si_addr == (void *)16 ? 1 : 2);
}

int main(void) {
    int r = setjmp(jb);
    if (r == 0) deep(0);
    printf("longjmp returned %d at depth %d\n", r, depth);

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_usr1;
    sa.sa_flags = SA_SIGINFO;
    sigaction(SIGUSR1, &sa, NULL);
    raise(SIGUSR1);
    printf("after raise: got %d\n", (int)got);

    sigset_t set, old;
    sigemptyset(&set);
    sigaddset(&set, SIGUSR1);
    got = 0;
    sigprocmask(SIG_BLOCK, &set, &old);
    kill(getpid(), SIGUSR1);
    printf("blocked: got %d\n", (int)got);
    sigprocmask(SIG_SETMASK, &old, NULL);
    printf("unblocked: got %d\n", (int)got);

    sa.sa_sigaction = on_segv;
    sigaction(SIGSEGV, &sa, NULL);
    int k = sigsetjmp(sjb, 1);
    if (k == 0) {
        volatile int *p = (int *)16;
        *p = 1;
        printf("not reached\n");
    }
    printf("SIGSEGV handled: got %d, k %d\n", (int)got, k);
    signal(SIGSEGV, SIG_DFL);
    fflush(stdout);
    volatile int *q = (int *)8;
    return *q;  /* the default action: killed by SIGSEGV (status 139) */
}
