/* Clocks a benchmark reads: monotonic time advances over work, the realtime clock is after
   2020, gettimeofday agrees with it; prints facts, not times (they differ run to run on
   hardware). */
#include <stdio.h>
#include <sys/time.h>
#include <time.h>

static volatile double sink;

int main(void) {
    struct timespec a, b, res, rt;
    clock_getres(CLOCK_MONOTONIC, &res);
    clock_gettime(CLOCK_MONOTONIC, &a);
    double s = 0;
    for (int i = 0; i < 200000; i++) s += i * 0.5;
    sink = s;
    clock_gettime(CLOCK_MONOTONIC, &b);
    long ns = (b.tv_sec - a.tv_sec) * 1000000000L + (b.tv_nsec - a.tv_nsec);
    printf("monotonic advanced: %d\n", ns > 0);
    printf("resolution at most 1us: %d\n", res.tv_sec == 0 && res.tv_nsec <= 1000);
    clock_gettime(CLOCK_REALTIME, &rt);
    printf("after 2020: %d\n", rt.tv_sec > 1577836800L);
    struct timeval tv;
    gettimeofday(&tv, NULL);
    printf("gettimeofday close to realtime: %d\n", tv.tv_sec - rt.tv_sec < 2);
    struct timespec nap = {0, 1000000};
    clock_gettime(CLOCK_MONOTONIC, &a);
    nanosleep(&nap, NULL);
    clock_gettime(CLOCK_MONOTONIC, &b);
    ns = (b.tv_sec - a.tv_sec) * 1000000000L + (b.tv_nsec - a.tv_nsec);
    printf("nanosleep 1ms took at least 1ms: %d\n", ns >= 1000000);
    printf("time() agrees: %d\n", time(NULL) - rt.tv_sec < 2);
    return 0;
}
