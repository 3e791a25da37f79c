/* malloc-heavy: many sizes, realloc growth, large blocks (mmap'd by glibc), frees in a
   scrambled order; prints a checksum of everything it kept. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    enum { N = 2000 };
    static unsigned char *blocks[N];
    static size_t sizes[N];
    uint32_t x = 12345;
    uint64_t sum = 0;
    for (int i = 0; i < N; i++) {
        x = x * 1103515245u + 12345u;
        size_t sz = (x >> 8) % (i % 97 == 0 ? 300000 : 700) + 1;
        blocks[i] = malloc(sz);
        sizes[i] = sz;
        memset(blocks[i], i & 0xff, sz);
    }
    for (int i = 0; i < N; i += 3) {
        size_t nsz = sizes[i] * 2 + 5;
        blocks[i] = realloc(blocks[i], nsz);
        memset(blocks[i] + sizes[i], 0x5a, nsz - sizes[i]);
        sizes[i] = nsz;
    }
    for (int k = 0; k < N; k++) {
        int i = (k * 7919) % N;
        for (size_t j = 0; j < sizes[i]; j += 61) sum = sum * 31 + blocks[i][j];
        if (k % 2) { free(blocks[i]); blocks[i] = NULL; }
    }
    char *s = calloc(1 << 20, 1);
    for (int i = 0; i < (1 << 20); i += 4096) sum += s[i];
    free(s);
    printf("checksum %016llx\n", (unsigned long long)sum);
    return 0;
}
