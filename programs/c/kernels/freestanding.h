// A freestanding AArch64 Linux program without a C library: _start calls main and exits with
// its status (exit, x8 = 93); output through the write system call (x8 = 64). Build with
//   clang-19 --target=aarch64-linux-gnu -march=armv9-a+sme2 -O2 -static -nostdlib
//            -ffreestanding -fuse-ld=lld prog.c sme_abi.o -o prog
// or, with -DWITH_LIBC, against glibc (its crt1.o has the _start).
#include <stddef.h>
#include <stdint.h>

static long sys_write(int fd, const void *buf, size_t n) {
  register long x0 __asm__("x0") = fd;
  register long x1 __asm__("x1") = (long)buf;
  register long x2 __asm__("x2") = (long)n;
  register long x8 __asm__("x8") = 64;
  __asm__ volatile("svc #0" : "+r"(x0) : "r"(x1), "r"(x2), "r"(x8) : "memory");
  return x0;
}

int main(void);

#ifndef WITH_LIBC
__attribute__((naked, noreturn)) void _start(void) {
  __asm__ volatile("mov x29, xzr\n\tbl main\n\tmov x8, #93\n\tsvc #0");
}
#endif

static void put_str(const char *s) {
  size_t n = 0;
  while (s[n]) n++;
  sys_write(1, s, n);
}

// the text s, then v in decimal (v >= 0), then the text end
static void put_dec(const char *s, long v, const char *end) {
  char buf[96];
  size_t k = 0;
  while (*s && k < 64) buf[k++] = *s++;
  char digits[24];
  int n = 0;
  do digits[n++] = (char)('0' + v % 10); while ((v /= 10) && n < 20);
  while (n) buf[k++] = digits[--n];
  while (*end && k < sizeof buf) buf[k++] = *end++;
  sys_write(1, buf, k);
}

// `name: ` then the bytes of p[0..n) as lowercase hex, then a newline
static void put_hex(const char *name, const void *p, size_t n) {
  static const char digits[] = "0123456789abcdef";
  char buf[512];
  size_t k = 0;
  while (*name && k < 64) buf[k++] = *name++;
  buf[k++] = ':';
  buf[k++] = ' ';
  for (size_t i = 0; i < n; i++) {
    unsigned char b = ((const unsigned char *)p)[i];
    buf[k++] = digits[b >> 4];
    buf[k++] = digits[b & 15];
    if (k > sizeof buf - 4) {
      sys_write(1, buf, k);
      k = 0;
    }
  }
  buf[k++] = '\n';
  sys_write(1, buf, k);
}
