;;; SPDX-License-Identifier: GPL-3.0-or-later (see scripts/oracle/aisleriot/README.md)
;;; (oracle host) -- a Scheme stand-in for the C side of Aisleriot.
;;;
;;; Aisleriot's src/game.c defines the module (aisleriot interface) with
;;; twenty C primitives (cscm_init).  This module implements each of them
;;; in Scheme with the same arguments and the same return values, and
;;; keeps the state that the C side keeps for them (slots with their cards,
;;; the feature word, the game lambdas, the GRand, the score string, the
;;; status bar message, the pending delayed call, the game state).
;;; (aisleriot interface) re-exports exactly the twenty primitives; the
;;; rest of the exports are for the oracle engine.
;;;
;;; Return values mirror game.c: most primitives return SCM_EOL, i.e. '(),
;;; which is a true value in Scheme; set-cards-c! returns #t.

(define-module (oracle host)
  #:use-module (oracle rng)
  #:export (;; --- the C primitives of (aisleriot interface) ---
            set-feature-word! get-feature-word set-statusbar-message-c
            reset-surface add-slot get-slot set-cards-c!
            set-slot-y-expansion! set-slot-x-expansion!
            set-lambda set-lambda! aisleriot-random click-to-move?
            update-score get-timeout set-timeout! delayed-call
            undo-set-sensitive redo-set-sensitive dealable-set-sensitive
            ;; --- host side ---
            FEATURE_DROPPABLE FEATURE_SCORE_HIDDEN FEATURE_DEALABLE
            GAME_UNINITIALISED GAME_LOADED GAME_BEGIN GAME_RUNNING
            GAME_OVER GAME_WON state-name
            NEW_GAME_LAMBDA BUTTON_PRESSED_LAMBDA BUTTON_RELEASED_LAMBDA
            BUTTON_CLICKED_LAMBDA BUTTON_DOUBLE_CLICKED_LAMBDA GAME_OVER_LAMBDA
            WINNING_GAME_LAMBDA HINT_LAMBDA GET_OPTIONS_LAMBDA
            APPLY_OPTIONS_LAMBDA TIMEOUT_LAMBDA DROPPABLE_LAMBDA
            DEALABLE_LAMBDA N_LAMBDAS
            host-lambda host-lambdas host-set-lambdas!
            host-features host-set-features!
            host-state host-set-state!
            host-slot-count host-slot-ids host-slot-cards host-slot-set-cards!
            host-slot-exists? host-slot-layout normalize-cards
            host-set-rng! host-rng
            host-score-string host-message host-set-message!
            host-take-delayed-call! host-clear-delayed-call! host-delayed-pending?
            host-can-deal host-set-can-deal! host-can-undo host-can-redo))

;;; ------------------------------------------------------------------
;;; Constants (src/game.h, src/game.c)

(define FEATURE_DROPPABLE 1)
(define FEATURE_SCORE_HIDDEN 2)
(define FEATURE_DEALABLE 4)

(define GAME_UNINITIALISED 0)
(define GAME_LOADED 1)
(define GAME_BEGIN 2)
(define GAME_RUNNING 3)
(define GAME_OVER 4)
(define GAME_WON 5)

(define (state-name s)
  (case s
    ((0) "uninitialised") ((1) "loaded") ((2) "begin")
    ((3) "running") ((4) "over") ((5) "won") (else "unknown")))

(define NEW_GAME_LAMBDA 0)
(define BUTTON_PRESSED_LAMBDA 1)
(define BUTTON_RELEASED_LAMBDA 2)
(define BUTTON_CLICKED_LAMBDA 3)
(define BUTTON_DOUBLE_CLICKED_LAMBDA 4)
(define GAME_OVER_LAMBDA 5)
(define WINNING_GAME_LAMBDA 6)
(define HINT_LAMBDA 7)
(define GET_OPTIONS_LAMBDA 8)
(define APPLY_OPTIONS_LAMBDA 9)
(define TIMEOUT_LAMBDA 10)
(define DROPPABLE_LAMBDA 11)
(define DEALABLE_LAMBDA 12)
(define N_LAMBDAS 13)

(define lambda-names
  '(new-game button-pressed button-released button-clicked
    button-double-clicked game-over winning-game hint get-options
    apply-options timeout droppable dealable))

;;; ------------------------------------------------------------------
;;; State

(define features 0)
(define lambdas (make-vector N_LAMBDAS #f))
(define state GAME_UNINITIALISED)
(define rng #f)
(define score-string #f)
(define message "")
(define delayed #f)                     ; pending delayed-call callback or #f
(define timeout (* 60 60))
(define can-undo #f)
(define can-redo #f)
(define can-deal #f)

;; Slots, indexed by id.  slot-cards[id] is the card list (top card
;; first, as Scheme sees it) or #f when there is no slot with that id.
(define slot-cards (make-vector 64 #f))
(define slot-layout (make-vector 64 #f))
(define slot-order '())                 ; ids in creation order (reversed)

(define (host-lambda i) (vector-ref lambdas i))
(define (host-lambdas) (vector-copy lambdas))
(define (host-set-lambdas! v) (vector-move-left! v 0 N_LAMBDAS lambdas 0))
(define (host-features) features)
(define (host-set-features! f) (set! features f))
(define (host-state) state)
(define (host-set-state! s) (set! state s))
(define (host-set-rng! r)
  (when rng (rng-free! rng))
  (set! rng r))
(define (host-rng) rng)
(define (host-score-string) score-string)
(define (host-message) message)
(define (host-set-message! m) (set! message m))
(define (host-can-deal) can-deal)
(define (host-set-can-deal! v) (set! can-deal v))
(define (host-can-undo) can-undo)
(define (host-can-redo) can-redo)
(define (host-delayed-pending?) (and delayed #t))
(define (host-take-delayed-call!)
  (let ((cb delayed))
    (set! delayed #f)
    cb))
(define (host-clear-delayed-call!) (set! delayed #f))

(define (host-slot-ids) (reverse slot-order))
(define (host-slot-count) (length slot-order))
(define (host-slot-exists? id)
  (and (exact-integer? id) (>= id 0) (< id (vector-length slot-cards))
       (vector-ref slot-cards id) #t))
(define (host-slot-cards id) (vector-ref slot-cards id))
(define (host-slot-set-cards! id cards) (vector-set! slot-cards id cards))
(define (host-slot-layout id) (vector-ref slot-layout id))

;;; ------------------------------------------------------------------
;;; Cards.  The C side stores each card as a byte (rank, suit, face_down)
;;; and rebuilds (rank suit face-up?) lists for Scheme (c2scm_card), so a
;;; card that went through C is always a fresh 3-element list whose third
;;; element is #t or #f.  normalize-cards gives the same guarantee; cards
;;; already in that form are kept as they are (no game mutates card lists).

(define (card-ok? c)
  (and (pair? c) (pair? (cdr c)) (pair? (cddr c)) (null? (cdddr c))
       (boolean? (caddr c))))

(define (normalize-card c)
  ;; scm2c_card: rank = scm_to_int (car), suit = scm_to_int (cadr),
  ;; face_down = !scm_is_true (caddr); rank is a 4-bit field, suit 2 bits.
  (list (logand (car c) 15) (logand (cadr c) 3) (if (caddr c) #t #f)))

(define (normalize-cards cards)
  (cond
   ((not (list? cards)) '())            ; cscmi_slot_set_cards: non-list -> no cards
   ((and-map (lambda (c) (and (card-ok? c)
                              (exact-integer? (car c)) (<= 0 (car c) 15)
                              (exact-integer? (cadr c)) (<= 0 (cadr c) 3)))
             cards)
    cards)
   (else (map normalize-card cards))))

(define (ensure-capacity! id)
  (when (>= id (vector-length slot-cards))
    (let* ((n (max (+ id 1) (* 2 (vector-length slot-cards))))
           (nc (make-vector n #f))
           (nl (make-vector n #f)))
      (vector-move-left! slot-cards 0 (vector-length slot-cards) nc 0)
      (vector-move-left! slot-layout 0 (vector-length slot-layout) nl 0)
      (set! slot-cards nc)
      (set! slot-layout nl))))

;;; ------------------------------------------------------------------
;;; The C primitives

(define (set-feature-word! f)
  (set! features f)
  '())

(define (get-feature-word) features)

(define (set-statusbar-message-c msg)
  (when (string? msg) (set! message msg))
  '())

(define (reset-surface)
  (vector-fill! slot-cards #f)
  (vector-fill! slot-layout #f)
  (set! slot-order '())
  '())

;; slot-data is (id cards placement . type), placement is
;; (kind (x y)) or (kind (x y) depth), see api.scm new-slot / set-tag!
(define (add-slot slot-data)
  (if (> state GAME_BEGIN)
      (throw 'aisleriot-invalid-call
             '("Cannot add a new slot after the game has started."))
      (let* ((id (car slot-data))
             (placement (caddr slot-data))
             (kind (car placement))
             (pos (cadr placement))
             (depth (if (pair? (cddr placement)) (caddr placement) 0))
             (type (if (pair? (cdddr slot-data)) (cadddr slot-data) 'unknown)))
        (ensure-capacity! id)
        (unless (vector-ref slot-cards id)
          (set! slot-order (cons id slot-order)))
        (vector-set! slot-layout id
                     (list (cons 'kind kind)
                           (cons 'x (car pos))
                           (cons 'y (cadr pos))
                           (cons 'depth depth)
                           (cons 'type type)))
        (vector-set! slot-cards id (normalize-cards (cadr slot-data)))
        '())))

(define (get-slot id)
  (if (and (>= id 0) (< id (vector-length slot-cards)))
      (let ((cards (vector-ref slot-cards id)))
        (if cards (list id cards) '()))
      '()))

(define (set-cards-c! id cards)
  ;; the C code dereferences the slot without checking it exists
  (unless (host-slot-exists? id)
    (throw 'misc-error "set-cards-c!" "no slot with id ~a" (list id) #f))
  (vector-set! slot-cards id (normalize-cards cards))
  #t)

(define (set-slot-y-expansion! id value) '())
(define (set-slot-x-expansion! id value) '())

(define (set-lambda start-game pressed released clicked dbl-clicked
                    game-over winning-game hint . rest)
  (vector-set! lambdas NEW_GAME_LAMBDA start-game)
  (vector-set! lambdas BUTTON_PRESSED_LAMBDA pressed)
  (vector-set! lambdas BUTTON_RELEASED_LAMBDA released)
  (vector-set! lambdas BUTTON_CLICKED_LAMBDA clicked)
  (vector-set! lambdas BUTTON_DOUBLE_CLICKED_LAMBDA dbl-clicked)
  (vector-set! lambdas GAME_OVER_LAMBDA game-over)
  (vector-set! lambdas WINNING_GAME_LAMBDA winning-game)
  (vector-set! lambdas HINT_LAMBDA hint)
  (vector-set! lambdas GET_OPTIONS_LAMBDA (car rest))
  (set! rest (cdr rest))
  (vector-set! lambdas APPLY_OPTIONS_LAMBDA (car rest))
  (set! rest (cdr rest))
  (vector-set! lambdas TIMEOUT_LAMBDA (car rest))
  (set! rest (cdr rest))
  (if (logtest features FEATURE_DROPPABLE)
      (begin
        (vector-set! lambdas DROPPABLE_LAMBDA (car rest))
        (set! rest (cdr rest)))
      (vector-set! lambdas DROPPABLE_LAMBDA #f))
  (if (logtest features FEATURE_DEALABLE)
      (begin
        (vector-set! lambdas DEALABLE_LAMBDA (car rest))
        (set! rest (cdr rest)))
      (vector-set! lambdas DEALABLE_LAMBDA #f))
  '())

(define (set-lambda! sym proc)
  (let loop ((names lambda-names) (i 0))
    (cond
     ((null? names)
      (throw 'aisleriot-invalid-call '("Unknown lambda name in set-lambda!")))
     ((eq? (car names) sym)
      (vector-set! lambdas i proc)
      '())
     (else (loop (cdr names) (+ i 1))))))

(define (aisleriot-random range)
  (rng-int-range rng range))

;; game.c: always #f (see the comment there about elevator/escalator)
(define (click-to-move?) #f)

(define (update-score new-score)
  (set! score-string new-score)
  new-score)

(define (get-timeout) timeout)
(define (set-timeout! new) (set! timeout new) new)

(define (delayed-call callback)
  (if delayed
      (throw 'aisleriot-invalid-call '("Already have a delayed callback pending."))
      (begin
        (set! delayed callback)
        #t)))

(define (undo-set-sensitive v) (set! can-undo (and v #t)) '())
(define (redo-set-sensitive v) (set! can-redo (and v #t)) '())
(define (dealable-set-sensitive v) (set! can-deal (and v #t)) '())
