;;; SPDX-License-Identifier: GPL-3.0-or-later (see scripts/oracle/aisleriot/README.md)
;;; (oracle rng) -- the random number generator behind `aisleriot-random'.
;;;
;;; Aisleriot's C side implements (aisleriot-random n) as
;;;     g_rand_int_range (game->rand, 0, n)
;;; where game->rand is a GLib GRand (Mersenne Twister MT19937); a game
;;; with a chosen seed (Aisleriot's debug "Choose seed" action) uses
;;;     g_rand_new_with_seed (seed).
;;;
;;; Backend 'glib calls those very GLib functions through Guile's FFI,
;;; so that a seed here gives the same deal as that seed in Aisleriot.
;;; Backend 'scheme is a pure Scheme re-implementation of GLib's MT19937
;;; seeding (GLib >= 2.2 "version 22" algorithm), g_rand_int and
;;; g_rand_int_range; it is used when libglib cannot be loaded or when
;;; the environment variable AISLERIOT_ORACLE_RNG=scheme is set.  The
;;; self test checks that both backends agree.

(define-module (oracle rng)
  #:use-module (system foreign)
  #:export (rng-backend
            rng-new
            rng-int-range
            rng-free!))

;;; ------------------------------------------------------------------
;;; GLib backend

(define glib
  (and (not (equal? (getenv "AISLERIOT_ORACLE_RNG") "scheme"))
       (false-if-exception (dynamic-link "libglib-2.0.so.0"))))

(define (glib-proc ret name args)
  (and glib
       (false-if-exception
        (pointer->procedure ret (dynamic-func name glib) args))))

(define g-rand-new-with-seed (glib-proc '* "g_rand_new_with_seed" (list uint32)))
(define g-rand-int-range (glib-proc int32 "g_rand_int_range" (list '* int32 int32)))
(define g-rand-free (glib-proc void "g_rand_free" (list '*)))

(define rng-backend
  (if (and g-rand-new-with-seed g-rand-int-range g-rand-free) 'glib 'scheme))

;;; ------------------------------------------------------------------
;;; Scheme backend: MT19937 exactly as GLib's grand.c (version 22)

(define N 624)
(define M 397)
(define MATRIX-A #x9908b0df)
(define UPPER-MASK #x80000000)
(define LOWER-MASK #x7fffffff)

;; state: a vector of N words followed by the index mti (slot N)
(define (mt-new seed)
  (let ((mt (make-vector (+ N 1) 0)))
    (vector-set! mt 0 (logand seed #xffffffff))
    (do ((i 1 (+ i 1))) ((= i N))
      (let ((prev (vector-ref mt (- i 1))))
        (vector-set! mt i
                     (logand (+ (* 1812433253 (logxor prev (ash prev -30))) i)
                             #xffffffff))))
    (vector-set! mt N N)
    mt))

(define (mag01 y) (if (zero? (logand y 1)) 0 MATRIX-A))

(define (mt-int! mt)
  (when (>= (vector-ref mt N) N)
    (do ((kk 0 (+ kk 1))) ((= kk (- N M)))
      (let ((y (logior (logand (vector-ref mt kk) UPPER-MASK)
                       (logand (vector-ref mt (+ kk 1)) LOWER-MASK))))
        (vector-set! mt kk (logxor (vector-ref mt (+ kk M)) (ash y -1) (mag01 y)))))
    (do ((kk (- N M) (+ kk 1))) ((= kk (- N 1)))
      (let ((y (logior (logand (vector-ref mt kk) UPPER-MASK)
                       (logand (vector-ref mt (+ kk 1)) LOWER-MASK))))
        (vector-set! mt kk (logxor (vector-ref mt (+ kk (- M N))) (ash y -1) (mag01 y)))))
    (let ((y (logior (logand (vector-ref mt (- N 1)) UPPER-MASK)
                     (logand (vector-ref mt 0) LOWER-MASK))))
      (vector-set! mt (- N 1) (logxor (vector-ref mt (- M 1)) (ash y -1) (mag01 y))))
    (vector-set! mt N 0))
  (let* ((i (vector-ref mt N))
         (y (vector-ref mt i)))
    (vector-set! mt N (+ i 1))
    (let* ((y (logxor y (ash y -11)))
           (y (logxor y (logand (ash y 7) #x9d2c5680)))
           (y (logxor y (logand (logand (ash y 15) #xffffffff) #xefc60000)))
           (y (logxor y (ash y -18))))
      (logand y #xffffffff))))

;; g_rand_int_range (rand, 0, n), GLib "version 22"
(define (mt-int-range! mt n)
  (let ((dist (logand n #xffffffff)))
    (if (zero? dist)
        0
        (let ((maxvalue
               (if (<= dist #x80000000)
                   (let* ((leftover (* (modulo #x80000000 dist) 2))
                          (leftover (if (>= leftover dist) (- leftover dist) leftover)))
                     (- #xffffffff leftover))
                   (- dist 1))))
          (let loop ()
            (let ((r (mt-int! mt)))
              (if (> r maxvalue)
                  (loop)
                  (modulo r dist))))))))

;;; ------------------------------------------------------------------
;;; Public interface.  An rng is (backend . state).

(define* (rng-new seed #:optional (backend rng-backend))
  (let ((seed (logand seed #xffffffff)))
    (if (eq? backend 'glib)
        (cons 'glib (g-rand-new-with-seed seed))
        (cons 'scheme (mt-new seed)))))

(define (rng-int-range rng n)
  (if (eq? (car rng) 'glib)
      (g-rand-int-range (cdr rng) 0 n)
      (mt-int-range! (cdr rng) n)))

(define (rng-free! rng)
  (when (and rng (eq? (car rng) 'glib) (cdr rng))
    (g-rand-free (cdr rng))
    (set-cdr! rng #f)))
