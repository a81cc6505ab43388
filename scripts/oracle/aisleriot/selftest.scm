;;; SPDX-License-Identifier: GPL-3.0-or-later (see scripts/oracle/aisleriot/README.md)
;;; selftest.scm -- hand-checked scenarios for aisleriot-oracle, derived from
;;; the published rules of Wall and Maze (Aisleriot's help pages) and from
;;; the behaviours documented in README.md.  Run through selftest.sh.
;;;
;;; Each check talks to a real `aisleriot-oracle' process over its JSON-lines
;;; protocol and prints PASS or FAIL.

(use-modules (oracle json) (ice-9 popen) (ice-9 rdelim) (ice-9 format)
             (srfi srfi-1))

(define oracle-path (string-append (getenv "ORACLE_HOME") "/aisleriot-oracle"))
(define failures 0)
(define passes 0)

(define (check name ok . details)
  (if ok
      (set! passes (+ passes 1))
      (set! failures (+ failures 1)))
  (format #t "~a  ~a~a~%" (if ok "PASS" "FAIL") name
          (if (and (not ok) (pair? details))
              (string-append "   -- " (string-join (map (lambda (d) (format #f "~a" d)) details) " "))
              ""))
  (force-output)
  ok)

(define (section title) (format #t "~%== ~a~%" title))

;;; ------------------------------------------------------------------
;;; Talking to the oracle

(define (start-oracle)
  (open-pipe* OPEN_BOTH oracle-path))

(define port (start-oracle))

(define (send-to p alist)
  (put-line p (json->string alist))
  (force-output p)
  (let ((line (read-line p)))
    (if (eof-object? line)
        (begin (format #t "FAIL  oracle died~%") (exit 1))
        (json-read-string line))))

(define (put-line p s) (display s p) (newline p))

(define (req . kvs)
  ;; (req "op" "click" "slot" 3)
  (let loop ((kvs kvs) (acc '()))
    (if (null? kvs)
        (send-to port (reverse acc))
        (loop (cddr kvs) (cons (cons (car kvs) (cadr kvs)) acc)))))

(define (ref r k) (json-ref r k))
(define (ok? r) (eq? (json-ref r "ok") #t))

;;; Cards: (rank suit-index up?)
(define suits '("clubs" "diamonds" "hearts" "spades"))
(define* (c rank #:optional (suit 0) (up #t))
  (list (cons "rank" rank) (cons "suit" (list-ref suits suit)) (cons "up" up)))
(define (card-simple j)
  (list (json-ref j "rank")
        (list-index (lambda (s) (equal? s (json-ref j "suit"))) suits)
        (json-ref j "up")))
(define (slot-cards r i)
  (map card-simple (vector->list (vector-ref (ref r "slots") i))))
(define (slot-len r i) (vector-length (vector-ref (ref r "slots") i)))
(define (all-slots r) (map (lambda (i) (slot-cards r i)) (iota (vector-length (ref r "slots")))))

;;; ------------------------------------------------------------------
;;; Wall layouts (slot numbers: README.md)

(define THRONE 0)
(define STOCK 53)
(define W1 54) (define W2 55) (define W3 56)

;; A neutral layout: every Wall card a 10 of clubs (so that every wall card
;; has health >= 10 and top-row cards exactly 10), guards 10s, face-down
;; Low Guard, stock of 30 aces of hearts, waste three aces of diamonds.
(define (wall-base)
  (let ((v (make-vector 57 '())))
    (vector-set! v THRONE (list (c 13 3) (c 13 3)))
    (for-each (lambda (i) (vector-set! v i (list (c 10) (c 10)))) '(1 2 3))
    (for-each (lambda (i) (vector-set! v i (list (c 10 0 #f) (c 10 0 #f) (c 10 0 #f))))
              '(4 5 6 7))
    (do ((i 8 (+ i 1))) ((> i 52)) (vector-set! v i (list (c 10))))
    (vector-set! v STOCK (map (lambda (k) (c (+ 1 (modulo k 9)) 2 #f)) (iota 30)))
    (vector-set! v W1 (list (c 1 1)))
    (vector-set! v W2 (list (c 1 1)))
    (vector-set! v W3 (list (c 1 1)))
    v))

(define (set-slot! v i . cards) (vector-set! v i cards) v)

(define* (load-wall v #:optional (score 0))
  (req "op" "load" "game" "wall" "slots" (vector-map (lambda (cs) (list->vector cs)) v)
       "score" score))

(define (vector-map f v) (list->vector (map f (vector->list v))))

;; cards whose values add up to n (kings first), for attack stacks
(define (cards-summing n)
  (if (<= n 13)
      (list (c n))
      (cons (c 13) (cards-summing (- n 13)))))

(define (drag from count to) (req "op" "drag" "from" from "count" count "to" to))
(define (move from count to) (req "op" "move" "from" from "count" count "to" to))
(define (click s) (req "op" "click" "slot" s))
(define (dblclick s) (req "op" "dblclick" "slot" s))

;;; ------------------------------------------------------------------
(section "setup: deals come from Aisleriot's own new-game and shuffle")

(let* ((a (req "op" "new" "game" "wall" "seed" 42))
       (b (req "op" "new" "game" "wall" "seed" 42))
       (d (req "op" "new" "game" "wall" "seed" 43)))
  (check "new wall: same seed gives the same deal" (equal? (ref a "slots") (ref b "slots")))
  (check "new wall: another seed gives another deal" (not (equal? (ref a "slots") (ref d "slots"))))
  (check "new wall: 57 slots" (= (vector-length (ref a "slots")) 57))
  (check "new wall: pile sizes (throne 2, high guard 2, low guard 3, wall 1, stock 36, waste 1+1+1)"
         (equal? (map (lambda (i) (slot-len a i)) (iota 57))
                 (append '(2 2 2 2 3 3 3 3) (make-list 45 1) '(36 1 1 1))))
  (check "new wall: throne holds two face-up kings of spades"
         (equal? (slot-cards a 0) '((13 3 #t) (13 3 #t))))
  (check "new wall: low guard face down, wall/high guard/waste face up, stock face down"
         (and (every (lambda (i) (every (lambda (k) (not (caddr k))) (slot-cards a i))) '(4 5 6 7))
              (every (lambda (i) (every caddr (slot-cards a i)))
                     (append '(0 1 2 3) (iota 45 8) '(54 55 56)))
              (every (lambda (k) (not (caddr k))) (slot-cards a 53))))
  (check "new wall: two standard decks minus... exactly two of every card (the 2 kings of spades on the throne)"
         (let ((all (append-map (lambda (i) (map (lambda (k) (list (car k) (cadr k))) (slot-cards a i)))
                                (iota 57))))
           (and (= (length all) 104)
                (every (lambda (r) (every (lambda (s) (= 2 (count (lambda (x) (equal? x (list r s))) all))) '(0 1 2 3)))
                       (iota 13 1)))))
  (check "new wall: status bar says 12 deals left" (equal? (ref a "message") "Deals left: 12"))
  (check "new wall: state begin, continuable, not won, dealable"
         (and (equal? (ref a "state") "begin") (eq? (ref a "continuable") #t)
              (eq? (ref a "won") #f) (eq? (ref a "dealable") #t))))

(let ((m (req "op" "new" "game" "maze" "seed" 7)))
  (check "new maze: 54 slots, 48 cards, no kings, all face up"
         (let ((all (append-map (lambda (i) (slot-cards m i)) (iota 54))))
           (and (= (vector-length (ref m "slots")) 54)
                (= (length all) 48)
                (every (lambda (k) (and (< (car k) 13) (caddr k))) all))))
  (check "new maze: slots 8 and 17 are left empty, 6 gaps in all"
         (and (= 0 (slot-len m 8)) (= 0 (slot-len m 17))
              (= 6 (count (lambda (i) (= 0 (slot-len m i))) (iota 54)))))
  (check "new maze: not dealable, continuable" (and (eq? (ref m "dealable") #f) (eq? (ref m "continuable") #t))))

;; The GLib RNG (through the FFI) and the Scheme MT19937 must agree.
(let ((glib (req "op" "games")))
  (if (equal? (ref glib "rng") "glib")
      (begin
        (setenv "AISLERIOT_ORACLE_RNG" "scheme")
        (let ((p2 (start-oracle)))
          (unsetenv "AISLERIOT_ORACLE_RNG")
          (for-each
           (lambda (seed)
             (for-each
              (lambda (game)
                (let ((a (req "op" "new" "game" game "seed" seed))
                      (b (send-to p2 (list (cons "op" "new") (cons "game" game) (cons "seed" seed)))))
                  (check (format #f "rng: GLib g_rand and the Scheme MT19937 deal the same ~a, seed ~a" game seed)
                         (equal? (ref a "slots") (ref b "slots")))))
              '("wall" "maze")))
           '(0 1 12345 4294967295))
          (close-pipe p2)))
      (format #t "SKIP  rng comparison (libglib not loadable, the Scheme MT19937 is in use)~%")))

;;; ------------------------------------------------------------------
(section "(a) Wall: which cards are attackable at the start")

(let ((v (wall-base)))
  (set-slot! v W1 (c 13)) (set-slot! v W2 (c 13)) (set-slot! v W3 (c 13))
  (let ((r0 (load-wall v)))
    (check "a: load reports the layout back unchanged"
           (equal? (all-slots r0) (map (lambda (cs) (map card-simple cs)) (vector->list v)))))
  (let ((r (drag W1 1 8)))
    (check "a: top-row card 8 cannot be attacked (drag refused by droppable?)"
           (and (not (ok? r)) (equal? (ref r "refused_by") "droppable?") (= 1 (slot-len r 8))
                (= 1 (slot-len r W1)))))
  (let ((r (click 23)))
    (check "a: middle-row card 23 cannot be attacked (click refused, nothing changes)"
           (and (not (ok? r)) (= 1 (slot-len r 23)) (= 30 (slot-len r STOCK)))))
  (let ((r (click 49)))
    (check "a: bottom-row card 49 can be attacked at once (click with all waste: 39 > 30)"
           (and (ok? r) (= 0 (slot-len r 49)) (= 30 (ref r "score"))))))

;; every bottom-row card is exposed, no other wall card is
(let ((results
       (map (lambda (s)
              (let ((v (wall-base)))
                (set-slot! v W1 (c 13) (c 13) (c 13))
                (load-wall v)
                (ok? (drag W1 3 s))))
            (iota 45 8))))
  (check "a: of the 45 wall cards exactly the bottom row 46..52 is attackable"
         (equal? results (append (make-list 38 #f) (make-list 7 #t)))))

;;; ------------------------------------------------------------------
(section "(b)+(c) Wall: health, strictly-greater attacks, scoring")

;; health-case: make TARGET exposed by emptying EMPTY, put VALUES on slots,
;; then attack with exactly HP (must fail) and with HP + 1 (must win and
;; score HP).
(define (health-case name target empty values hp)
  (define (layout)
    (let ((v (wall-base)))
      (for-each (lambda (e) (vector-set! v e '())) empty)
      (for-each (lambda (p) (vector-set! v (car p) (list (c (cdr p) 2)))) values)
      v))
  (let ((v (layout)))
    (vector-set! v W1 (cards-summing hp))
    (load-wall v)
    (let ((r (drag W1 (length (vector-ref v W1)) target)))
      (check (format #f "b: ~a: attack with sum ~a = health is refused" name hp)
             (and (not (ok? r)) (= 1 (slot-len r target)) (= 0 (ref r "score"))
                  (= (length (vector-ref v W1)) (slot-len r W1))))))
  (let ((v (layout)))
    (vector-set! v W1 (cards-summing (+ hp 1)))
    (load-wall v 100)
    (let ((r (drag W1 (length (vector-ref v W1)) target)))
      (check (format #f "b: ~a: attack with sum ~a = health+1 wins and scores ~a" name (+ hp 1) hp)
             (and (ok? r) (= 0 (slot-len r target)) (= (+ 100 hp) (ref r "score"))
                  (= 0 (slot-len r W1)) (= 1 (slot-len r W2)) (= 1 (slot-len r W3))
                  (= 30 (slot-len r STOCK)))
             (format #f "ok=~a score=~a" (ref r "ok") (ref r "score"))))))

;; bottom row (7-card row): own + the two cards touching its top corners
(health-case "bottom-row 47 = own 5 + top-left 39 (3) + top-right 40 (4)"
             47 '() '((47 . 5) (39 . 3) (40 . 4)) 12)
;; interior of an 8-card row, exposed because its bottom-left child 47 is gone
(health-case "row-5 card 40 = own 6 + 32 (7) + 33 (8), exposed by empty 47"
             40 '(47) '((40 . 6) (32 . 7) (33 . 8)) 21)
;; interior of a 7-card row, exposed because its bottom-right child 42 is gone
(health-case "row-4 card 34 = own 2 + 26 (9) + 27 (1), exposed by empty 42"
             34 '(42) '((34 . 2) (26 . 9) (27 . 1)) 12)
;; left edge: own + the one card touching its top corner + the card two rows up
(health-case "left edge 38 = own 4 + top-right 31 (9) + directly above 23 (11), exposed by empty 46"
             38 '(46) '((38 . 4) (31 . 9) (23 . 11) (39 . 13) (24 . 13)) 24)
(health-case "left edge 23 = own 1 + 16 (2) + directly above 8 (3), exposed by empty 24"
             23 '(24) '((23 . 1) (16 . 2) (8 . 3)) 6)
;; right edge
(health-case "right edge 45 = own 3 + top-left 37 (11) + directly above 30 (12), exposed by empty 52"
             45 '(52) '((45 . 3) (37 . 11) (30 . 12) (44 . 13) (29 . 13)) 26)
;; top row: own value only
(health-case "top row 12 = own 9 only, exposed by empty child 20" 12 '(20) '((12 . 9)) 9)
(health-case "top-left corner 8 = own 7 only, exposed by empty child 16" 8 '(16) '((8 . 7)) 7)
(health-case "top-right corner 15 = own 13 only, exposed by empty sibling 14" 15 '(14) '((15 . 13)) 13)
;; removed neighbours count zero
(health-case "bottom-row 47 with its top-left 39 removed = own 5 + 40 (4)"
             47 '(39) '((47 . 5) (40 . 4)) 9)
(health-case "left edge 38 with 31 removed = own 4 + 23 (11) (the card two rows up still counts)"
             38 '(46 31) '((38 . 4) (23 . 11)) 15)
;; exposure through a same-row neighbour
(health-case "row-5 card 41 exposed by its emptied neighbour 40" 41 '(40) '((41 . 2) (33 . 2) (34 . 2)) 6)
;; piles: the sum of all their cards
(let ((v (wall-base)))
  (vector-set! v 8 '()) (vector-set! v 9 '())
  (vector-set! v 4 (list (c 5 0 #t) (c 6 0 #t) (c 7 0 #t)))
  (vector-set! v W1 (cards-summing 18))
  (load-wall v)
  (check "b: face-up low guard pile 4 (5+6+7) resists 18" (not (ok? (drag W1 2 4))))
  (let ((v2 (vector-copy v)))
    (vector-set! v2 W1 (cards-summing 19))
    (load-wall v2)
    (let ((r (drag W1 2 4)))
      (check "b: face-up low guard pile 4 (5+6+7) falls to 19 and scores 18"
             (and (ok? r) (= 0 (slot-len r 4)) (= 18 (ref r "score")))))))

;; clicks attack with all waste cards
(let ((v (wall-base)))
  (set-slot! v W1 (c 4)) (set-slot! v W2 (c 3)) (set-slot! v W3 (c 3)) ; 10
  (let ((r0 (load-wall v))
        (r (click 46)))                 ; health 10+10+10 = 30
    (check "c: click with waste sum 10 on health 30: refused, nothing consumed, no deal"
           (and (not (ok? r)) (equal? (all-slots r) (all-slots r0))))))
(let ((v (wall-base)))
  (set-slot! v 38 (c 1)) (set-slot! v 39 (c 2)) (set-slot! v 46 (c 3)) ; 46: 3+1+2 = 6
  (set-slot! v W1 (c 2)) (set-slot! v W2 (c 2)) (set-slot! v W3 (c 2)) ; 6
  (load-wall v)
  (let ((r (click 46)))
    (check "c: click with waste sum 6 on health 6: refused (strictly greater needed)" (not (ok? r)))))
(let ((v (wall-base)))
  (set-slot! v 38 (c 1)) (set-slot! v 39 (c 2)) (set-slot! v 46 (c 3))
  (set-slot! v W1 (c 2)) (set-slot! v W2 (c 2)) (set-slot! v W3 (c 3)) ; 7
  (let* ((r0 (load-wall v))
         (stock (slot-cards r0 STOCK))
         (r (click 46)))
    (check "c: click with waste sum 7 on health 6: wins, scores 6, uses all waste and deals 3 new"
           (and (ok? r) (= 0 (slot-len r 46)) (= 6 (ref r "score"))
                (= 27 (slot-len r STOCK))
                (equal? (list (slot-cards r W1) (slot-cards r W2) (slot-cards r W3))
                        (map (lambda (k) (list (list (car k) (cadr k) #t)))
                             (list (list-ref stock 29) (list-ref stock 28) (list-ref stock 27))))))
    r))
(let ((v (wall-base)))
  (set-slot! v 38 (c 1)) (set-slot! v 39 (c 2)) (set-slot! v 46 (c 3)) ; 46: 3+1+2 = 6
  (set-slot! v W1 (c 7))
  (set-slot! v W2 (c 13) (c 13) (c 5))                                 ; 31
  (load-wall v 0)
  (let* ((r1 (drag W1 1 46))
         (r2 (drag W2 3 52)))           ; 52: 10 + 44 (10) + 45 (10) = 30
    (check "c: scores add up over attacks (6 + 30)"
           (and (ok? r1) (ok? r2) (= 6 (ref r1 "score")) (= 36 (ref r2 "score"))))))

;;; ------------------------------------------------------------------
(section "(d) Wall: the Low Guard's first attack")

(define (lg-layout)
  ;; low guard 4 face down (10,10,10 = 30), exposed because wall 8 is empty
  (let ((v (wall-base)))
    (vector-set! v 8 '())
    (set-slot! v W1 (c 2)) (set-slot! v W2 (c 3)) (set-slot! v W3 (c 4))
    v))

(let ((v (wall-base)))
  (set-slot! v W1 (c 2))
  (let* ((r0 (load-wall v))
         (r1 (drag W1 1 4))
         (r2 (click 4)))
    (check "d: an unexposed face-down low guard pile cannot be attacked (drag and click refused, no flip)"
           (and (not (ok? r1)) (not (ok? r2)) (equal? (all-slots r2) (all-slots r0))))))

(let ((r0 (load-wall (lg-layout))))
  (let ((r (drag W1 1 4)))
    (check "d: first (failing) drag attack on the exposed face-down pile is accepted"
           (ok? r))
    (check "d: ... it flips the pile face up"
           (equal? (slot-cards r 4) '((10 0 #t) (10 0 #t) (10 0 #t))))
    (check "d: ... and consumes the attack card, and only it (no new deal, score unchanged)"
           (and (= 0 (slot-len r W1)) (equal? (slot-cards r W2) '((3 0 #t)))
                (equal? (slot-cards r W3) '((4 0 #t))) (= 30 (slot-len r STOCK))
                (= 0 (ref r "score")))))
  (let ((r (drag W2 1 4)))
    (check "d: a later failing drag attack is refused and the card goes back"
           (and (not (ok? r)) (equal? (slot-cards r W2) '((3 0 #t))) (= 3 (slot-len r 4)))))
  (let ((r (click 4)))
    (check "d: a later failing click attack is refused and consumes nothing"
           (and (not (ok? r)) (= 1 (slot-len r W2)) (= 1 (slot-len r W3)) (= 30 (slot-len r STOCK))))))

(let ((v (lg-layout)))
  (let* ((r0 (load-wall v))
         (r (click 4)))
    (check "d: first failing click attack flips the pile, discards all waste and deals 3 new"
           (and (ok? r) (every caddr (slot-cards r 4)) (= 3 (slot-len r 4))
                (= 27 (slot-len r STOCK)) (= 0 (ref r "score"))))))

(let ((v (lg-layout)))
  (set-slot! v 4 (c 1 0 #f) (c 1 0 #f) (c 1 0 #f))
  (load-wall v)
  (let ((r (drag W3 1 4)))
    (check "d: a first attack that wins removes the face-down pile (via Aisleriot's delayed call) and scores 3"
           (and (ok? r) (= 0 (slot-len r 4)) (= 3 (ref r "score"))
                (eqv? 1 (ref r "delayed_calls"))))))

(let ((v (lg-layout)))
  (vector-set! v 8 (list (c 10)))
  (vector-set! v 4 '())
  (set-slot! v 5 (c 10 0 #f) (c 10 0 #f) (c 10 0 #f))
  (load-wall v)
  (check "d: low guard 5 is exposed once its neighbour pile 4 is gone" (ok? (drag W1 1 5))))

;;; ------------------------------------------------------------------
(section "(e) Wall: dealing")

(let* ((v (wall-base)))
  (set-slot! v W1 (c 7) (c 8))          ; a stacked waste slot
  (set-slot! v W2)
  (set-slot! v W3 (c 9))
  (let* ((r0 (load-wall v))
         (stock (slot-cards r0 STOCK))
         (r (req "op" "deal")))
    (check "e: deal discards the whole waste and deals the top 3 stock cards, one per waste slot, face up"
           (and (ok? r)
                (= 27 (slot-len r STOCK))
                (equal? (list (slot-cards r W1) (slot-cards r W2) (slot-cards r W3))
                        (map (lambda (k) (list (list (car k) (cadr k) #t)))
                             (list (list-ref stock 29) (list-ref stock 28) (list-ref stock 27))))))
    (check "e: status bar counts the deals left" (equal? (ref r "message") "Deals left: 9")))
  (let* ((r1 (click STOCK)))
    (check "e: a click on the stock deals too" (and (ok? r1) (= 24 (slot-len r1 STOCK))))))

(let ((v (wall-base)))
  (vector-set! v STOCK '())
  (let* ((r0 (load-wall v))
         (r (req "op" "deal"))
         (r2 (click STOCK)))
    (check "e: with an empty stock deal is refused (dealable? is false) and the waste stays"
           (and (not (ok? r)) (eq? (ref r0 "dealable") #f) (equal? (all-slots r) (all-slots r0))))
    (check "e: with an empty stock a stock click is refused too" (not (ok? r2)))))

;;; ------------------------------------------------------------------
(section "(f) Wall: double click")

(let ((v (wall-base)))
  (let* ((r0 (load-wall v))
         (r (dblclick 8)))              ; unexposed top-row card, waste sum 3
    (check "f: double click on an unattackable card: accepted, card stays, waste replaced by 3 new cards"
           (and (ok? r) (= 1 (slot-len r 8)) (= 27 (slot-len r STOCK)) (= 0 (ref r "score"))
                (not (equal? (slot-cards r W1) (slot-cards r0 W1)))))))
(let ((v (wall-base)))
  (set-slot! v W1 (c 13)) (set-slot! v W2 (c 13)) (set-slot! v W3 (c 13))
  (load-wall v)
  (let ((r (dblclick 50)))
    (check "f: double click with a winning waste: card removed, scored, new cards dealt"
           (and (ok? r) (= 0 (slot-len r 50)) (= 30 (ref r "score")) (= 27 (slot-len r STOCK))))))
(let ((v (wall-base)))
  (vector-set! v 50 '())
  (load-wall v)
  (let ((r (dblclick 50)))
    (check "f: double click on an EMPTY wall slot is accepted and deals (surprise)"
           (and (ok? r) (= 27 (slot-len r STOCK))))))
(let ((v (wall-base)))
  (vector-set! v STOCK '())
  (load-wall v)
  (let ((r (dblclick 8)))
    (check "f: double click with an empty stock throws the waste away (surprise) and the game is over"
           (and (ok? r) (= 0 (slot-len r W1)) (= 0 (slot-len r W2)) (= 0 (slot-len r W3))
                (equal? (ref r "state") "over") (eq? (ref r "continuable") #f)))))

;;; ------------------------------------------------------------------
(section "(g) Wall: high guard, throne, winning")

(let ((v (wall-base)))
  (vector-set! v 1 '()) (vector-set! v 3 '())
  (set-slot! v W1 (c 13) (c 13) (c 1))  ; 27 > 26
  (load-wall v)
  (let ((r (drag W1 3 THRONE)))
    (check "g: throne not attackable while high guard 2 stands" (and (not (ok? r)) (= 2 (slot-len r 0))))))
(let ((v (wall-base)))
  (vector-set! v 1 '()) (vector-set! v 2 '()) (vector-set! v 3 '())
  (set-slot! v W1 (c 13) (c 13))        ; 26 = 26
  (set-slot! v W2 (c 1))
  (load-wall v)
  (let ((r (drag W1 2 THRONE)))
    (check "g: throne (two kings, health 26) resists 26" (not (ok? r))))
  (let ((r (drag W2 1 W1)))
    (check "g: stacking the ace on the kings in the waste" (and (ok? r) (= 3 (slot-len r W1)))))
  (let ((r (drag W1 3 THRONE)))
    (check "g: with all high guard piles gone the throne falls to 27: won, score 26, game no longer continuable"
           (and (ok? r) (= 0 (slot-len r 0)) (eq? (ref r "won") #t) (equal? (ref r "state") "won")
                (eq? (ref r "continuable") #f) (= 26 (ref r "score"))))))
(let ((v (wall-base)))
  (set-slot! v W1 (c 13) (c 13) (c 13))
  (load-wall v)
  (check "g: high guard 1 not attackable while low guard 4, 5 and high guard 2 stand" (not (ok? (drag W1 3 1))))
  (let ((v2 (vector-copy v)))
    (vector-set! v2 5 '())
    (load-wall v2)
    (check "g: high guard 1 attackable once low guard 5 (its bottom-right) is gone" (ok? (drag W1 3 1))))
  (let ((v3 (vector-copy v)))
    (vector-set! v3 2 '())
    (load-wall v3)
    (check "g: high guard 3 attackable once its neighbour high guard 2 is gone" (ok? (drag W1 3 3))))
  (let ((v4 (vector-copy v)))
    (vector-set! v4 1 '())
    (load-wall v4)
    (check "g: high guard 3 NOT attackable when only high guard 1 is gone (1 and 3 are not neighbours)"
           (not (ok? (drag W1 3 3))))))

;;; ------------------------------------------------------------------
(section "Wall: waste handling and Aisleriot quirks (README, findings)")

(let ((v (wall-base)))
  (set-slot! v W1 (c 5)) (set-slot! v W2 (c 6)) (set-slot! v W3 (c 7))
  (load-wall v)
  (let ((r (drag W2 1 W1)))
    (check "waste: any waste card may be stacked on any other waste pile"
           (and (ok? r) (equal? (slot-cards r W1) '((5 0 #t) (6 0 #t))) (= 0 (slot-len r W2)))))
  (let ((r (drag W3 1 W1)))
    (check "waste: ... with no limit on the pile size" (and (ok? r) (= 3 (slot-len r W1)))))
  (let ((r (drag W1 2 W2)))
    (check "waste: the top part of a waste pile can be picked up and moved (subset drag)"
           (and (ok? r) (equal? (slot-cards r W1) '((5 0 #t))) (equal? (slot-cards r W2) '((6 0 #t) (7 0 #t))))))
  (let ((r (drag W2 2 W2)))
    (check "waste: dropping a pile on its own slot is refused" (not (ok? r))))
  (let ((r (drag 46 1 W1)))
    (check "waste: only waste cards can be picked up (button-pressed refuses a wall card)"
           (and (not (ok? r)) (equal? (ref r "refused_by") "button-pressed"))))
  (let ((r (drag W2 1 50)))
    (check "waste: a drag attack uses only the dragged cards (the 7 on 10+10+10 fails, nothing moves)"
           (not (ok? r)))))

(let ((v (wall-base)))
  (set-slot! v W1 (c 1) (c 1)) (set-slot! v W2) (set-slot! v W3)
  (let* ((r0 (load-wall v))
         (r (move W1 2 46)))
    (check "quirk: click-to-move of ALL waste cards onto a target the attack cannot beat is refused, but 3 new cards were dealt first and the refused cards come back on top of them"
           (and (not (ok? r)) (equal? (ref r "refused_by") "button-released")
                (= 27 (slot-len r STOCK)) (= 3 (slot-len r W1)) (= 1 (slot-len r W2)) (= 1 (slot-len r W3))
                (equal? (cdr (slot-cards r W1)) '((1 0 #t) (1 0 #t)))))))
(let ((v (wall-base)))
  (set-slot! v W1 (c 1) (c 1)) (set-slot! v W2) (set-slot! v W3)
  (let* ((r0 (load-wall v))
         (r (drag W1 2 46)))
    (check "quirk: ... the same as a mouse drag is refused by droppable? and changes nothing"
           (and (not (ok? r)) (equal? (all-slots r) (all-slots r0))))))

(let ((v (wall-base)))
  (do ((i 8 (+ i 1))) ((> i 52)) (vector-set! v i (list (c 10))))
  (vector-set! v 8 '()) (vector-set! v STOCK '())
  (set-slot! v 4 (c 1 0 #f) (c 1 0 #f) (c 1 0 #f))
  (set-slot! v 1 (c 1) (c 1))
  (set-slot! v W1 (c 4)) (set-slot! v W2 (c 3)) (set-slot! v W3)
  (load-wall v)
  (let ((r (drag W1 1 4)))
    (check "quirk: killing a face-down low guard pile: Aisleriot tests for game over before the delayed removal, declares the game over, and never re-tests although high guard 1 became attackable"
           (and (ok? r) (= 0 (slot-len r 4)) (equal? (ref r "state") "over")
                (eq? (ref r "continuable") #t)))
    (check "quirk: ... and the move is still possible" (ok? (drag W2 1 1)))))

(let ((v (lg-layout)))
  (let* ((r0 (load-wall v))
         (r (req "op" "gui-dblclick" "slot" 4)))
    (check "quirk: a GUI double click on the exposed face-down pile = click (flip, all waste used, deal) then the double-click lambda (attack with the NEW cards, discard them, deal again)"
           (and (ok? r) (every caddr (slot-cards r 4)) (= 24 (slot-len r STOCK))))))

(let ((v (lg-layout)))
  (set-slot! v W1) (set-slot! v W2) (set-slot! v W3)
  (load-wall v)
  (let ((r (click 4)))
    (check "quirk: a click on the exposed face-down pile with an EMPTY waste flips it for free and deals"
           (and (ok? r) (every caddr (slot-cards r 4)) (= 27 (slot-len r STOCK))))))

;;; ------------------------------------------------------------------
(section "(h) Maze")

(define maze-ranks "A23456789TJQ")
(define (mc s)                          ; "5h" -> card, ".." -> #f
  (if (string=? s "..")
      #f
      (c (+ 1 (string-index maze-ranks (string-ref s 0)))
         (string-index "cdhs" (string-ref s 1)))))

;; filler: 48 distinct cards placed so that no filler card is next to a
;; card it follows; positions given in SPEC (alist slot -> "Xs" or "..")
;; override, and the cards they use are taken out of the filler.
(define all-maze-cards
  (append-map (lambda (s) (map (lambda (r) (string (string-ref maze-ranks r) (string-ref "cdhs" s)))
                               (iota 12)))
              (iota 4)))

(define (maze-layout spec)
  (let* ((used (filter (lambda (x) (not (string=? x ".."))) (map cdr spec)))
         (fixed (map car spec))
         (free-slots (filter (lambda (i) (not (memv i fixed))) (iota 54)))
         (fill (filter (lambda (x) (not (member x used))) all-maze-cards))
         (n-gaps (- 54 (length fixed) (length fill)))
         ;; spread the filler with a stride that breaks runs
         (stride (or (find (lambda (p) (= 1 (gcd p (max 1 (length fill))))) '(7 11 13 17 19 23)) 1))
         (fill (let loop ((l fill) (acc '()) (k 0))
                 (if (null? l) (reverse acc)
                     (loop (cdr l) (cons (list-ref fill (modulo (* k stride) (length fill))) acc) (+ k 1)))))
         (v (make-vector 54 '())))
    (for-each (lambda (p) (vector-set! v (car p) (let ((k (mc (cdr p)))) (if k (list k) '())))) spec)
    (let loop ((slots free-slots) (cards fill) (gaps n-gaps))
      (cond
       ((null? slots) #t)
       ((> gaps 0) (loop (cdr slots) cards (- gaps 1)))
       (else (vector-set! v (car slots) (list (mc (car cards))))
             (loop (cdr slots) (cdr cards) gaps))))
    v))

(define (load-maze v)
  (req "op" "load" "game" "maze" "slots" (vector-map list->vector v) "score" 0))

(define (find-card r name)
  (let ((k (card-simple (mc name))))
    (find (lambda (i) (equal? (slot-cards r i) (list k))) (iota 54))))

(define (maze-try name spec card to expect)
  (let* ((r0 (load-maze (maze-layout spec)))
         (from (find-card r0 card)))
    (if (not from)
        (check name #f "card not found")
        (let ((r (drag from 1 to)))
          (check name (if expect
                          (and (ok? r) (= 0 (slot-len r from)) (equal? (slot-cards r to) (slot-cards r0 from)))
                          (and (not (ok? r)) (equal? (all-slots r) (all-slots r0))))
                 (format #f "from=~a ok=~a" from (ref r "ok")))))))

;; the filler puts 6 gaps into the first free slots; the layouts below pin
;; the gaps they need and fill slots 0..5 so that the filler's gaps land
;; elsewhere where they do not matter.
(define pin '((0 . "3c") (1 . "8d") (2 . "Jh") (3 . "5s") (4 . "Tc") (5 . "2d")))
(define (with-pin spec) (append spec (filter (lambda (p) (not (assv (car p) spec))) pin)))

(maze-try "h: a card may go into a gap right of its same-suit predecessor (6h after 5h)"
          (with-pin '((30 . "5h") (31 . "..") (32 . "2c"))) "6h" 31 #t)
(maze-try "h: ... but not a card of another suit (6s after 5h)"
          (with-pin '((30 . "5h") (31 . "..") (32 . "2c"))) "6s" 31 #f)
(maze-try "h: a card may go into a gap left of its same-suit successor (6c before 7c)"
          (with-pin '((30 . "2d") (31 . "..") (32 . "7c"))) "6c" 31 #t)
(maze-try "h: ... but not one of another suit (6d before 7c)"
          (with-pin '((30 . "2d") (31 . "..") (32 . "7c"))) "6d" 31 #f)
(maze-try "h: ... nor a card two below (5c before 7c)"
          (with-pin '((30 . "2d") (31 . "..") (32 . "7c"))) "5c" 31 #f)
(maze-try "h: an ace may follow any queen (Ah after Qs)"
          (with-pin '((30 . "Qs") (31 . "..") (32 . "2c"))) "Ah" 31 #t)
(maze-try "h: ... a two may not follow a queen (2h after Qh)"
          (with-pin '((30 . "Qh") (31 . "..") (32 . "4c"))) "2h" 31 #f)
(maze-try "h: a queen may precede any ace (Qc before Ad)"
          (with-pin '((30 . "2h") (31 . "..") (32 . "Ad"))) "Qc" 31 #t)
(maze-try "h: an ace may go into slot 0 (top left) whatever is right of it"
          '((0 . "..") (1 . "9d") (2 . "Jh")) "Ac" 0 #t)
(maze-try "h: ... a non-ace may not (2c into slot 0 before 9d)"
          '((0 . "..") (1 . "9d") (2 . "Jh")) "2c" 0 #f)
(maze-try "h: ... slot 0 still takes a card left of its successor (8d before 9d)"
          '((0 . "..") (1 . "9d") (2 . "Jh")) "8d" 0 #t)
(maze-try "h: a queen may go into the last slot 53 (bottom right)"
          (with-pin '((52 . "4h") (53 . ".."))) "Qh" 53 #t)
(maze-try "h: a queen may NOT go into slot 45 (bottom left) without an ace right of it"
          (with-pin '((44 . "4h") (45 . "..") (46 . "9c"))) "Qh" 45 #f)
(maze-try "h: the rows wrap: slot 9 (start of row 2) follows slot 8 (end of row 1): 6h after 5h"
          (with-pin '((8 . "5h") (9 . "..") (10 . "2c"))) "6h" 9 #t)
(maze-try "h: a gap far from both neighbours' followers takes nothing (9s between 4h and Jc)"
          (with-pin '((30 . "4h") (31 . "..") (32 . "Jc"))) "9s" 31 #f)

(let* ((r0 (load-maze (maze-layout (with-pin '((30 . "5h") (31 . "..") (32 . "2c"))))))
       (r1 (click 30))
       (r2 (dblclick 30)))
  (check "h: clicks and double clicks do nothing in Maze" (and (not (ok? r1)) (not (ok? r2)))))

;; scoring: the independent count -- +1 if the first card (skipping gaps)
;; is an ace, +1 for every card that follows the previous card (skipping
;; gaps): same suit and one higher, or an ace after any queen.
(define (follows? lo hi)
  (or (and (= (car hi) 1) (= (car lo) 12))
      (and (= (cadr lo) (cadr hi)) (= (+ 1 (car lo)) (car hi)))))
(define (expected-maze-score r)
  (let ((cards (append-map (lambda (i) (slot-cards r i)) (iota 54))))
    (+ (if (= 1 (car (car cards))) 1 0)
       (let loop ((l cards) (n 0))
         (if (or (null? l) (null? (cdr l))) n
             (loop (cdr l) (if (follows? (car l) (cadr l)) (+ n 1) n)))))))

(let ((mismatches 0) (tested 0))
  (for-each
   (lambda (seed)
     (let ((r0 (req "op" "new" "game" "maze" "seed" seed)))
       (unless (= (ref r0 "score") (expected-maze-score r0))
         (set! mismatches (+ mismatches 1)))
       (set! tested (+ tested 1))
       ;; play a few accepted moves and re-check after each
       (let loop ((moves 0) (r r0))
         (when (< moves 5)
           (let* ((gaps (filter (lambda (i) (= 0 (slot-len r i))) (iota 54)))
                  (next (let try ((froms (iota 54)))
                          (if (null? froms) #f
                              (or (and (> (slot-len r (car froms)) 0)
                                       (any (lambda (g) (let ((x (drag (car froms) 1 g))) (and (ok? x) x))) gaps))
                                  (try (cdr froms)))))))
             (when next
               (set! tested (+ tested 1))
               (unless (= (ref next "score") (expected-maze-score next))
                 (set! mismatches (+ mismatches 1)))
               (loop (+ moves 1) next)))))))
   '(1 2 3 4 5 6 7 8))
  (check (format #f "h: score = leading ace + cards following their predecessor, gaps skipped (~a positions)" tested)
         (= 0 mismatches) (format #f "~a mismatches" mismatches)))

(let ((v (maze-layout '((0 . "Ac") (1 . "2c") (2 . "..") (3 . "3c") (4 . "..") (5 . "..") (6 . "4c")
                        (7 . "Qh") (8 . "..") (9 . "Ad") (10 . "9s") (11 . "..")))))
  (let* ((r0 (load-maze v))
         (r (drag (find-card r0 "Ts") 1 11)))  ; Ts right of 9s
    (check "h: gaps are skipped in scoring (Ac 2c _ 3c _ _ 4c Qh _ Ad 9s Ts ... counts at least 1+3+1+1)"
           (and (ok? r) (= (ref r "score") (expected-maze-score r))
                (>= (ref r "score") 6))
           (format #f "ok=~a score=~a" (ref r "ok") (ref r "score")))))

(define sorted-run
  (append-map (lambda (s) (map (lambda (k) (string (string-ref maze-ranks k) (string-ref "chds" s))) (iota 12)))
              (iota 4)))

(let* ((spec (append (map cons (iota 48) sorted-run) (map (lambda (i) (cons i "..")) (iota 6 48))))
       (v (maze-layout spec))
       (r0 (load-maze v)))
  (check "h: after load the score is the one given (0) until a move recomputes it" (= 0 (ref r0 "score")))
  (let ((r (drag 47 1 53)))
    (check "h: the complete run A..Q x4 scores 48 and wins (queen moved into slot 53)"
           (and (ok? r) (= 48 (ref r "score")) (eq? (ref r "won") #t) (equal? (ref r "state") "won")
                (eq? (ref r "continuable") #f)))))

(let* ((spec (append (map (lambda (i) (cons i "..")) (iota 5)) (map cons (iota 48 5) sorted-run)
                     (list (cons 53 ".."))))
       (v (maze-layout spec))
       (r0 (load-maze v))
       (r (drag 52 1 53)))
  (check "h: a game is won even when the first ace is NOT in the top-left slot (5 gaps first, the run from slot 5)"
         (and (ok? r) (= 48 (ref r "score")) (eq? (ref r "won") #t) (= 0 (slot-len r 0))
              (equal? (slot-cards r 5) '((1 0 #t))))))

(let* ((spec (append (list (cons 0 (list-ref sorted-run 47)))
                     (map cons (iota 47 1) (list-head sorted-run 47))
                     (map (lambda (i) (cons i "..")) (iota 6 48))))
       (v (maze-layout spec))
       (r0 (load-maze v)))
  (check "h: Qs A..J x4 (Qs first) is continuable and not won"
         (and (eq? (ref r0 "continuable") #t) (eq? (ref r0 "won") #f)))
  (let ((r (drag 0 1 53)))
    (check "h: ... moving the queen into the last slot wins with 48"
           (and (ok? r) (= 48 (ref r "score")) (eq? (ref r "won") #t)))))

;;; ------------------------------------------------------------------
(section "protocol")

(let ((r (req "op" "click" "slot" 99)))
  (check "protocol: a bad slot is an error, not a crash" (and (not (ok? r)) (string? (ref r "error")))))
(let ((r (send-to port '(("op" . "frobnicate")))))
  (check "protocol: unknown op is an error" (and (not (ok? r)) (string? (ref r "error")))))
(put-line port "this is not json")
(force-output port)
(let ((r (json-read-string (read-line port))))
  (check "protocol: bad JSON is an error reply" (and (not (ok? r)) (string? (ref r "error")))))
(let ((r (send-to port '(("op" . "state") ("id" . 17)))))
  (check "protocol: the request id is echoed" (eqv? 17 (ref r "id"))))
(let ((r (req "op" "bench" "game" "wall" "games" 20 "seed" 3)))
  (check "protocol: bench runs and counts actions"
         (and (ok? r) (> (ref r "actions") 0) (= 20 (+ (ref r "won") (ref r "over") (ref r "capped") (ref r "stuck"))))))
(let ((r (req "op" "bench" "game" "maze" "games" 1 "seed" 3 "cap" 50)))
  (check "protocol: maze bench stops at the move cap" (and (ok? r) (= 50 (ref r "actions")) (= 1 (ref r "capped")))))

(close-pipe port)

(format #t "~%~a passed, ~a failed~%" passes failures)
(exit (if (zero? failures) 0 1))
