/* argv, the environment and the exit status, as a shell sees them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    printf("hello from %s\n", argc > 0 ? "C" : "nowhere");
    printf("argc=%d\n", argc);
    for (int i = 1; i < argc; i++)
        printf("argv[%d]=%s (%zu bytes)\n", i, argv[i], strlen(argv[i]));
    const char *v = getenv("TILESIM_TEST_VAR");
    printf("TILESIM_TEST_VAR=%s\n", v ? v : "(unset)");
    printf("HOME is %s\n", getenv("TILESIM_TEST_UNSET") ? "set" : "unset");
    fflush(stdout);
    fprintf(stderr, "a line on stderr\n");
    return argc > 2 ? 7 : 0;
}
