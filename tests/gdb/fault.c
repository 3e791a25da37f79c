/* A store through a null pointer: SIGSEGV under gdb (tests/test_gdbserver.py). */
int main(void) {
    volatile int *p = (volatile int *)0;
    *p = 1;
    return 0;
}

__attribute__((naked, noreturn)) void _start(void) {
    __asm__ volatile("bl main\n\tmov x8, #93\n\tsvc #0\n");
}
