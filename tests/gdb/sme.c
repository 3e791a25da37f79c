/* SME state for the gdb tests: ZA row 0 of tile za0.s holds 1, 2, 3, …; ZT0 holds 0, 1, …, 63;
   the program stops at `za_ready` in streaming mode with ZA on. */
unsigned char lut[64];

__attribute__((noinline)) void fill(void) {
    for (int i = 0; i < 64; i++)
        lut[i] = (unsigned char)i;
}

int main(void) {
    fill();
    __asm__ volatile(
        "smstart\n\t"
        "ptrue p0.s\n\t"
        "index z0.s, #1, #1\n\t"
        "mov w12, #0\n\t"
        "mova za0h.s[w12, 0], p0/m, z0.s\n\t"
        "ldr zt0, [%0]\n\t"
        ".global za_ready\n"
        "za_ready:\n\t"
        "nop\n\t"
        "smstop\n\t"
        :: "r"(lut) : "memory", "w12", "p0", "z0");
    return 7;
}

__attribute__((naked, noreturn)) void _start(void) {
    __asm__ volatile("bl main\n\tmov x8, #93\n\tsvc #0\n");
}
