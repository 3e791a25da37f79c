// The C++ hello world: std::string and iostream formatting, static initialisation of the
// standard streams and locale (what a C++ test harness pays before its first test).
#include <iostream>
#include <string>

int main(int argc, char **argv) {
    std::string who = argc > 1 ? argv[1] : "world";
    std::cout << "hello, " << who << " from iostream " << 42 << ' ' << 3.5 << std::endl;
    std::cerr << "argc " << argc << std::endl;
    return 0;
}
