/* SwiftPM needs one source file for a C target; the target exists only for its module map. */
