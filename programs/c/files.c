/* File I/O in a directory given as argv[1]: create, write, seek, read back, stat, list,
   rename, unlink — the calls a test harness makes with its data files. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

static int cmp(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: files DIR\n"); return 2; }
    char path[512], path2[512];
    snprintf(path, sizeof path, "%s/data.bin", argv[1]);
    snprintf(path2, sizeof path2, "%s/renamed.bin", argv[1]);
    int fd = open(path, O_CREAT | O_TRUNC | O_RDWR, 0644);
    if (fd < 0) { perror("open"); return 1; }
    unsigned char buf[4096];
    for (int i = 0; i < (int)sizeof buf; i++) buf[i] = (unsigned char)(i * 7 + 3);
    struct iovec iov[2] = {{buf, 1000}, {buf + 1000, sizeof buf - 1000}};
    printf("writev %zd\n", writev(fd, iov, 2));
    printf("lseek %ld\n", (long)lseek(fd, 100, SEEK_SET));
    unsigned char in[64];
    printf("read %zd first %u last %u\n", read(fd, in, sizeof in), in[0], in[63]);
    printf("pread %zd byte %u\n", pread(fd, in, 8, 4000), in[0]);
    struct stat st;
    fstat(fd, &st);
    printf("size %ld regular %d\n", (long)st.st_size, S_ISREG(st.st_mode));
    close(fd);
    FILE *f = fopen(path, "a");
    fprintf(f, "appended text %d\n", 42);
    fclose(f);
    stat(path, &st);
    printf("after append %ld\n", (long)st.st_size);
    printf("rename %d\n", rename(path, path2));
    printf("access old %d errno %s\n", access(path, F_OK), strerror(errno));
    mkdir(argv[1], 0755);
    printf("mkdir existing errno %s\n", strerror(errno));
    DIR *d = opendir(argv[1]);
    char *names[16]; int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) && n < 16)
        if (e->d_name[0] != '.') names[n++] = strdup(e->d_name);
    closedir(d);
    qsort(names, n, sizeof *names, cmp);
    for (int i = 0; i < n; i++) printf("entry %s\n", names[i]);
    printf("unlink %d\n", unlink(path2));
    printf("open missing %d errno %s\n", open(path2, O_RDONLY), strerror(errno));
    char cwd[512];
    printf("getcwd %s\n", getcwd(cwd, sizeof cwd) ? "ok" : "failed");
    return 0;
}
