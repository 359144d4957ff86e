/// A checked `unowned` back-pointer (a read after the object is gone traps instead of reading freed
/// memory) that the whole-module optimizer can prove exclusive.
///
/// Assigning to an `unowned var` releases the old reference inside the assignment's access, and that
/// one access makes every access of the property keep a run-time exclusivity check. A class stores this
/// struct instead and writes it by swapping a new one in (`var new = UnownedLink(x); swap(&new, &link)`):
/// the old reference is released after the access, when `new` goes away, so no access has anything
/// nested in it and the optimizer drops the checks (BENCHMARKS.md, "Unsafe annotations audit").
struct UnownedLink<Object: AnyObject> {
    unowned var object: Object?

    init(_ object: Object?) { self.object = object }
}
