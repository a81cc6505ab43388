;; Prints GLib GRand outputs as JSON lines, for the generator's golden fixtures.
;; Usage: guile -s scripts/glib-rand.scm SEED COUNT RANGE...
;; For each seed: the first COUNT raw g_rand_int outputs, and for each RANGE the first
;; COUNT outputs of g_rand_int_range(0, RANGE) from a freshly seeded generator.
(use-modules (system foreign) (ice-9 format))
(define glib (dynamic-link "libglib-2.0.so.0"))
(define (proc ret name args) (pointer->procedure ret (dynamic-func name glib) args))
(define new-with-seed (proc '* "g_rand_new_with_seed" (list uint32)))
(define rand-int (proc uint32 "g_rand_int" (list '*)))
(define rand-range (proc int32 "g_rand_int_range" (list '* int32 int32)))
(define rand-free (proc void "g_rand_free" (list '*)))
(define args (map string->number (cdr (command-line))))
(define seed (car args))
(define count (cadr args))
(define ranges (cddr args))
(define (draws f)
  (let ((r (new-with-seed seed)))
    (let loop ((i 0) (acc '()))
      (if (= i count)
          (begin (rand-free r) (reverse acc))
          (loop (+ i 1) (cons (f r) acc))))))
(define (json-list xs) (string-append "[" (string-join (map number->string xs) ",") "]"))
(format #t "{\"seed\":~a,\"raw\":~a,\"ranges\":{~a}}~%" seed (json-list (draws rand-int))
        (string-join
         (map (lambda (k) (format #f "\"~a\":~a" k (json-list (draws (lambda (r) (rand-range r 0 k))))))
              ranges)
         ","))
