// C++ with the standard library: containers, algorithms, strings, streams, exceptions.
#include <algorithm>
#include <cmath>
#include <iostream>
#include <map>
#include <numeric>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

static std::map<std::string, double> tally(const std::vector<std::string> &words) {
    std::map<std::string, double> m;
    for (const auto &w : words)
        m[w] += std::sqrt(static_cast<double>(w.size()));
    return m;
}

int main(int argc, char **argv) {
    std::vector<std::string> words;
    for (int i = 0; i < argc; i++)
        words.emplace_back(argv[i]);
    std::vector<float> v(64);
    std::iota(v.begin(), v.end(), 1.5f);
    std::sort(v.begin(), v.end(), [](float a, float b) { return a > b; });
    float s = std::accumulate(v.begin(), v.end(), 0.0f);
    std::ostringstream out;
    for (const auto &[k, c] : tally(words))
        out << k << '=' << c << ' ';
    try {
        if (s < 0)
            throw std::runtime_error("negative");
        out << s;
    } catch (const std::exception &e) {
        out << e.what();
    }
    std::cout << out.str() << '\n';
    return 0;
}
