/* A program that starts another process: tilesim runs one process, single-threaded, so
   fork(2) fails with ENOSYS (and tilesim says so once on stderr); the program goes on. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    pid_t p = fork();
    if (p == 0) return 0;
    printf("fork: %s\n", p < 0 ? strerror(errno) : "started");
    return p < 0 ? 3 : 0;
}
