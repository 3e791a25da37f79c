// C++ as a test harness uses it: iostream, exceptions across frames, virtual dispatch,
// std::vector/map/string/sort, a static constructor and a unique_ptr.
#include <algorithm>
#include <iostream>
#include <map>
#include <memory>
#include <numeric>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

struct Shape {
    virtual ~Shape() = default;
    virtual double area() const = 0;
    virtual std::string name() const = 0;
};
struct Rect : Shape {
    double w, h;
    Rect(double w, double h) : w(w), h(h) {}
    double area() const override { return w * h; }
    std::string name() const override { return "rect"; }
};
struct Circle : Shape {
    double r;
    explicit Circle(double r) : r(r) {
        if (r < 0) throw std::invalid_argument("negative radius");
    }
    double area() const override { return 3.0 * r * r; }
    std::string name() const override { return "circle"; }
};

static int counter = [] { return 41 + 1; }();

static double total(const std::vector<std::unique_ptr<Shape>> &v) {
    return std::accumulate(v.begin(), v.end(), 0.0,
                           [](double s, const std::unique_ptr<Shape> &p) { return s + p->area(); });
}

static void thrower(int n) {
    if (n == 0) throw std::runtime_error("bottom reached");
    thrower(n - 1);
}

int main(int argc, char **argv) {
    std::vector<std::unique_ptr<Shape>> shapes;
    for (int i = 1; i <= 5; i++) {
        shapes.push_back(std::make_unique<Rect>(i, i + 1));
        shapes.push_back(std::make_unique<Circle>(i * 0.5));
    }
    std::cout << "total area " << total(shapes) << "\n";
    std::map<std::string, int> count;
    for (auto &s : shapes) count[s->name()]++;
    for (auto &[k, v] : count) std::cout << k << ": " << v << "\n";
    try {
        Circle bad(-1);
    } catch (const std::invalid_argument &e) {
        std::cout << "caught invalid_argument: " << e.what() << "\n";
    }
    try {
        thrower(10);
    } catch (const std::exception &e) {
        std::cout << "caught: " << e.what() << "\n";
    }
    std::vector<int> v{5, 3, 9, 1, 7, 2};
    std::sort(v.begin(), v.end(), std::greater<int>());
    std::ostringstream os;
    for (int x : v) os << x << ',';
    std::cout << "sorted " << os.str() << " counter " << counter << " argc " << argc << "\n";
    std::cerr << "to stderr: " << (argc > 1 ? argv[1] : "none") << std::endl;
    return static_cast<int>(v.size());
}
