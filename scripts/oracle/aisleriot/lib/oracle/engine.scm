;;; SPDX-License-Identifier: GPL-3.0-or-later (see scripts/oracle/aisleriot/README.md)
;;; (oracle engine) -- loads Aisleriot's installed, compiled game rules and
;;; drives them the way Aisleriot's C code does (src/game.c and
;;; src/board-noclutter.c of aisleriot 3.22.23), one JSON request per line.
;;;
;;; Nothing of Aisleriot is copied here: api.go and the game's .go are the
;;; files of the installed Debian package, loaded at run time.  This file
;;; only re-enacts the C side: which lambda is called when, with which
;;; arguments, what happens to the cards around the call, and which
;;; bookkeeping calls (record-move, end-move, test_end_of_game, delayed
;;; calls) follow.

(define-module (oracle engine)
  #:use-module (oracle host)
  #:use-module (oracle json)
  #:use-module (oracle rng)
  #:use-module (srfi srfi-1)
  #:use-module (srfi srfi-9)
  #:use-module (srfi srfi-11)
  #:use-module (ice-9 rdelim)
  #:use-module (ice-9 ftw)
  #:export (main
            run-server
            handle-request
            aisleriot-guile-dir))

;;; ------------------------------------------------------------------
;;; Where the installed game files are

(define (multiarch-lib-dirs)
  (let ((entries (or (false-if-exception
                      (scandir "/usr/lib" (lambda (e) (string-contains e "-linux-"))))
                     '())))
    (map (lambda (e) (string-append "/usr/lib/" e)) entries)))

(define (find-aisleriot-guile-dir)
  (let ((ok? (lambda (d) (and d (file-exists? (string-append d "/aisleriot/api.go")))))
        (ver (effective-version)))
    (or (let ((e (getenv "AISLERIOT_GUILE_DIR"))) (and (ok? e) e))
        (find ok?
              (append
               (map (lambda (d) (string-append d "/aisleriot/guile/" ver))
                    (multiarch-lib-dirs))
               (list (string-append "/usr/lib/aisleriot/guile/" ver)
                     (string-append "/usr/local/lib/aisleriot/guile/" ver)
                     (string-append "/usr/lib64/aisleriot/guile/" ver)))))))

(define aisleriot-guile-dir #f)

(define (init-paths!)
  (unless aisleriot-guile-dir
    (let ((d (find-aisleriot-guile-dir)))
      (unless d
        (throw 'oracle-error
               "cannot find Aisleriot's compiled Guile files (aisleriot/api.go); run setup.sh or set AISLERIOT_GUILE_DIR"))
      (set! aisleriot-guile-dir d)
      ;; game.c appends this directory to %load-compiled-path, which is how
      ;; (use-modules (aisleriot api)) finds api.go
      (unless (member d %load-compiled-path)
        (set! %load-compiled-path (append %load-compiled-path (list d)))))))

;;; ------------------------------------------------------------------
;;; Loaded games

(define-record-type <game>
  (make-game name module lambdas features procs)
  game?
  (name game-name)
  (module game-module)
  (lambdas game-lambdas)
  (features game-features)
  (procs game-procs))

(define loaded-games '())               ; alist name -> <game>
(define current #f)                     ; the active <game>
(define active #f)                      ; the <game> whose lambdas are installed

(define (game-proc g name)
  (let ((p (assq name (game-procs g))))
    (and p (cdr p))))

(define (valid-game-name? name)
  (and (string? name)
       (> (string-length name) 0)
       (string-every (lambda (c) (or (char-lower-case? c) (char-numeric? c) (char=? c #\-)))
                     name)))

;; aisleriot_game_load_game + game_scm_load_game
(define (load-game name)
  (init-paths!)
  (or (assoc-ref loaded-games name)
      (let ((go (string-append aisleriot-guile-dir "/" name ".go")))
        (unless (valid-game-name? name)
          (throw 'oracle-error (format #f "bad game name ~s" name)))
        (unless (file-exists? go)
          (throw 'oracle-error (format #f "no such game ~s (~a not found)" name go)))
        (host-clear-delayed-call!)
        (host-set-state! GAME_UNINITIALISED)
        (host-set-features! 0)
        (host-set-lambdas! (make-vector N_LAMBDAS #f))
        (let ((m (make-fresh-user-module)))
          ;; game.c loads the file with scm_primitive_load_path into the
          ;; current module; each game gets a fresh one here.
          (save-module-excursion
           (lambda ()
             (set-current-module m)
             (load-compiled go)))
          (do ((i 0 (+ i 1))) ((> i TIMEOUT_LAMBDA))
            (unless (procedure? (host-lambda i))
              (throw 'oracle-error (format #f "~a: lambda ~a is not a procedure" name i))))
          (when (and (logtest (host-features) FEATURE_DROPPABLE)
                     (not (procedure? (host-lambda DROPPABLE_LAMBDA))))
            (throw 'oracle-error (format #f "~a: droppable lambda is not a procedure" name)))
          (when (and (logtest (host-features) FEATURE_DEALABLE)
                     (not (procedure? (host-lambda DEALABLE_LAMBDA))))
            (throw 'oracle-error (format #f "~a: dealable lambda is not a procedure" name)))
          (host-set-state! GAME_LOADED)
          (let* ((lookup (lambda (sym)
                           (cons sym (false-if-exception (module-ref m sym)))))
                 (g (make-game name m (host-lambdas) (host-features)
                               (map lookup '(record-move end-move discard-move
                                             undo redo start-game
                                             do-deal-next-cards
                                             get-score set-score!
                                             HISTORY)))))
            (set! loaded-games (acons name g loaded-games))
            (set! active g)
            g)))))

(define (activate! g)
  (unless (eq? g active)
    (host-set-lambdas! (game-lambdas g))
    (host-set-features! (game-features g))
    (host-clear-delayed-call!)
    (host-set-state! GAME_LOADED)
    (set! active g)))

(define api-module #f)
(define (api-var name)
  (unless api-module (set! api-module (resolve-module '(aisleriot api))))
  (module-ref api-module name))
(define (api-var-set! name value)
  (unless api-module (set! api-module (resolve-module '(aisleriot api))))
  (module-set! api-module name value))

;;; ------------------------------------------------------------------
;;; Calling Scheme like game_scm_call: exceptions are caught, recorded,
;;; and put the game into GAME_LOADED ("this game is over, but don't count
;;; it in the statistics").

(define op-errors '())

(define (exception->string key args)
  (or (false-if-exception
       (call-with-output-string
        (lambda (p) (print-exception p #f key args))))
      (format #f "~a: ~s" key args)))

(define (note-exception! key args)
  (set! op-errors (cons (string-trim-right (exception->string key args)) op-errors)))

(define-syntax-rule (scm-call proc arg ...)
  (catch #t
    (lambda () (values #t (proc arg ...)))
    (lambda (key . rest)
      (note-exception! key rest)
      (host-set-state! GAME_LOADED)
      (values #f #f))))

(define (true? x) (not (eq? x #f)))

;;; Undo bookkeeping (record-move / end-move / discard-move from api.scm),
;;; which the C code calls around every action.  On by default; the bench
;;; can switch it off.
(define undo-enabled #t)

(define (c-record-move g slot-id cards)
  (when undo-enabled
    (scm-call (game-proc g 'record-move) slot-id cards)))

(define (c-end-move g)
  (when undo-enabled
    (scm-call (game-proc g 'end-move))))

(define (c-discard-move g)
  (when undo-enabled
    (scm-call (game-proc g 'discard-move))))

;; aisleriot_game_start
(define (game-start!)
  (when (= (host-state) GAME_BEGIN)
    (host-set-state! GAME_RUNNING)))

;; update_game_dealable
(define (update-game-dealable!)
  (when (logtest (host-features) FEATURE_DEALABLE)
    (let-values (((ok r) (scm-call (host-lambda DEALABLE_LAMBDA))))
      (when ok (host-set-can-deal! (true? r))))))

;; aisleriot_game_test_end_of_game
(define (test-end-of-game! g)
  (c-end-move g)
  (update-game-dealable!)
  (when (< (host-state) GAME_OVER)
    ;; cscmi_game_over_lambda returns TRUE when the lambda throws
    (let-values (((ok r) (scm-call (host-lambda GAME_OVER_LAMBDA))))
      (unless (if ok (true? r) #t)
        (let-values (((ok2 w) (scm-call (host-lambda WINNING_GAME_LAMBDA))))
          (host-set-state! (if (and ok2 (true? w)) GAME_WON GAME_OVER)))))))

;; Aisleriot runs a delayed call (delayed-call) from a 50 ms timeout and
;; then tests for the end of the game (scm_execute_delayed_function).  The
;; oracle runs it right after the action that requested it.
(define delayed-calls 0)
(define (flush-delayed! g)
  (let ((cb (host-take-delayed-call!)))
    (when cb
      (set! delayed-calls (+ delayed-calls 1))
      (let-values (((ok r) (scm-call cb)))
        (when ok (test-end-of-game! g)))
      (flush-delayed! g))))

;;; ------------------------------------------------------------------
;;; Actions, as the C code performs them

(define last-refusal #f)

;; aisleriot_game_new_game_internal + game_scm_new_game
(define (new-game! g seed)
  (activate! g)
  (set! current g)
  (host-set-rng! (rng-new seed))
  (host-clear-delayed-call!)
  (host-set-state! GAME_BEGIN)
  (let loop ((tries 0))
    ;; "It is possible for some games to not have any moves right from the
    ;; start. If this happens we redeal."  (game.c loops without a limit)
    (when (> tries 1000)
      (throw 'oracle-error "new-game: the game-over lambda refused 1000 deals in a row"))
    ((host-lambda NEW_GAME_LAMBDA))
    ((game-proc g 'start-game))
    (unless (true? ((host-lambda GAME_OVER_LAMBDA)))
      (loop (+ tries 1))))
  (when (logtest (host-features) FEATURE_DEALABLE)
    (host-set-can-deal! (true? ((host-lambda DEALABLE_LAMBDA))))))

;; board-noclutter.c, aisleriot_board_button_release, STATUS_NOT_DRAG /
;; STATUS_MAYBE_DRAG: a click on a slot
(define (do-click! g slot)
  (game-start!)
  (c-record-move g -1 '())
  (let-values (((ok r) (scm-call (host-lambda BUTTON_CLICKED_LAMBDA) slot)))
    (let ((clicked (and ok (true? r))))
      (if clicked (c-end-move g) (c-discard-move g))
      (test-end-of-game! g)
      (flush-delayed! g)
      (unless clicked (set! last-refusal "button-clicked"))
      clicked)))

;; aisleriot_board_button_press, is_double_click branch
(define (do-dblclick! g slot)
  (game-start!)
  (c-record-move g -1 '())
  (let-values (((ok r) (scm-call (host-lambda BUTTON_DOUBLE_CLICKED_LAMBDA) slot)))
    (let ((clicked (and ok (true? r))))
      (if clicked (c-end-move g) (c-discard-move g))
      (test-end-of-game! g)
      (flush-delayed! g)
      (unless clicked (set! last-refusal "button-double-clicked"))
      clicked)))

;; aisleriot_game_deal_cards (the Deal toolbar action), which is only
;; sensitive when the game has the dealable feature and dealable? said so
(define (do-deal! g)
  (cond
   ((not (logtest (host-features) FEATURE_DEALABLE))
    (set! last-refusal "no-deal-action")
    #f)
   ((not (host-can-deal))
    (set! last-refusal "dealable?")
    #f)
   (else
    (game-start!)
    (c-record-move g -1 '())
    (let ((deal (game-proc g 'do-deal-next-cards)))
      (if (not (procedure? deal))
          (begin (set! op-errors (cons "game defines no do-deal-next-cards" op-errors))
                 #f)
          (let-values (((ok r) (scm-call deal)))
            (if (not ok)
                #f
                (begin
                  (c-end-move g)
                  (test-end-of-game! g)
                  (flush-delayed! g)
                  (unless (true? r) (set! last-refusal "do-deal-next-cards"))
                  (true? r)))))))))

;; A mouse drag (press: aisleriot_game_drag_valid; drag_begin: record-move
;; and the cards leave the source slot; release: find_drop_target only
;; offers slots for which droppable? is true; drop_moving_cards calls
;; button-released; drag_end puts the cards back on top of the source when
;; the drop was refused).  With check-droppable #f this is the
;; click-to-move / keyboard path (aisleriot_board_move_selected_cards_to_slot)
;; which calls button-released without asking droppable?.
(define (do-drag! g from k to check-droppable)
  (game-start!)
  (let* ((src (host-slot-cards from))
         (cards (list-head src k)))
    (let-values (((ok r) (scm-call (host-lambda BUTTON_PRESSED_LAMBDA) from cards)))
      (if (not (and ok (true? r)))
          (begin (set! last-refusal "button-pressed") #f)
          (begin
            (c-record-move g from src)
            (host-slot-set-cards! from (list-tail src k))
            (let ((moved
                   (and (or (not check-droppable)
                            (not (logtest (host-features) FEATURE_DROPPABLE))
                            (let-values (((ok r) (scm-call (host-lambda DROPPABLE_LAMBDA)
                                                           from cards to)))
                              (or (and ok (true? r))
                                  (begin (set! last-refusal "droppable?") #f))))
                        (let-values (((ok r) (scm-call (host-lambda BUTTON_RELEASED_LAMBDA)
                                                       from cards to)))
                          (or (and ok (true? r))
                              (begin (set! last-refusal "button-released") #f))))))
              (if moved (c-end-move g) (c-discard-move g))
              (unless moved
                (host-slot-set-cards! from (append cards (host-slot-cards from))))
              (when moved (test-end-of-game! g))
              (flush-delayed! g)
              moved))))))

;; What a physical double click does in the GUI: the first press+release
;; is a click (button-clicked); the second press counts as a double click
;; only when it hits the same slot and the same card index, otherwise it
;; is a second click.  Approximation: the pointer is on the top card, and
;; the card index stays the same iff the slot still has as many cards.
(define (do-gui-dblclick! g slot)
  (let* ((before (length (host-slot-cards slot)))
         (first (do-click! g slot))
         (after (length (host-slot-cards slot))))
    (if (and (> before 0) (= before after))
        (let ((second (do-dblclick! g slot)))
          (list (cons "click" first) (cons "dblclick" second)))
        (let ((second (do-click! g slot)))
          (list (cons "click" first) (cons "click2" second))))))

;; aisleriot_game_undo_move / aisleriot_game_redo_move
(define (do-undo! g)
  (let ((had (pair? (api-var 'HISTORY))))
    (when (>= (host-state) GAME_OVER) (host-set-state! GAME_RUNNING))
    (let-values (((ok r) (scm-call (game-proc g 'undo))))
      (when ok (update-game-dealable!))
      (and ok had))))

(define (do-redo! g)
  (let ((had (pair? (api-var 'FUTURE))))
    (let-values (((ok r) (scm-call (game-proc g 'redo))))
      (when ok (test-end-of-game! g))
      (and ok had))))

;;; ------------------------------------------------------------------
;;; Cards and JSON

(define suit-names #("clubs" "diamonds" "hearts" "spades"))

(define (card->json c)
  (list (cons "rank" (car c))
        (cons "suit" (let ((s (cadr c)))
                       (if (and (exact-integer? s) (<= 0 s 3)) (vector-ref suit-names s) s)))
        (cons "up" (true? (caddr c)))))

;; slot contents for JSON: bottom card first, top card last
(define (cards->json cards)
  (list->vector (map card->json (reverse cards))))

(define (json->suit s)
  (cond
   ((and (exact-integer? s) (<= 0 s 3)) s)
   ((string? s)
    (let ((s (string-downcase s)))
      (cond
       ((member s '("clubs" "club" "c")) 0)
       ((member s '("diamonds" "diamond" "d")) 1)
       ((member s '("hearts" "heart" "h")) 2)
       ((member s '("spades" "spade" "s")) 3)
       (else (throw 'oracle-error (format #f "bad suit ~s" s))))))
   (else (throw 'oracle-error (format #f "bad suit ~s" s)))))

(define (json->card j)
  (unless (list? j) (throw 'oracle-error (format #f "a card must be an object, got ~a" (json->string j))))
  (let ((rank (json-ref j "rank"))
        (suit (json-ref j "suit"))
        (up (json-ref j "up" #t)))
    (unless (and (exact-integer? rank) (<= 0 rank 15))
      (throw 'oracle-error (format #f "bad rank in ~a" (json->string j))))
    (list rank (json->suit suit) (true? up))))

;; Scheme values returned by game procedures, as JSON
(define (scm->json x)
  (cond
   ((boolean? x) x)
   ((number? x) x)
   ((string? x) x)
   ((symbol? x) (symbol->string x))
   ((null? x) (vector))
   ((list? x) (list->vector (map scm->json x)))
   ((pair? x) (vector (scm->json (car x)) (scm->json (cdr x))))
   ((unspecified? x) 'null)
   (else (format #f "~s" x))))

;; JSON arguments for the "call" op
(define (json->scm j)
  (cond
   ((eq? j 'null) '())
   ((vector? j) (map json->scm (vector->list j)))
   ((and (list? j) (pair? j) (json-ref j "rank")) (json->card j))
   ((list? j) (throw 'oracle-error "objects other than cards are not accepted as arguments"))
   (else j)))

;; aisleriot_game_get_hint: the message the GUI would show
(define (hint-text h)
  (cond
   ((eq? h #f) "This game does not have hint support yet.")
   ((not (and (pair? h) (exact-integer? (car h)))) 'null)
   (else
    (case (car h)
      ((0) (if (and (pair? (cdr h)) (string? (cadr h))) (cadr h) 'null))
      ((1 2) (if (and (pair? (cdr h)) (pair? (cddr h))
                      (string? (cadr h)) (string? (caddr h)))
                 (format #f "Move ~a onto ~a." (cadr h) (caddr h))
                 'null))
      ((3 4) 'null)
      (else "This game is unable to provide a hint.")))))

;;; ------------------------------------------------------------------
;;; Replies

(define (current-score g)
  (let ((get-score (game-proc g 'get-score)))
    (if (procedure? get-score) (get-score) 'null)))

;; Evaluate game-over ("continuable"), winning-game, get-hint and dealable?
;; for the reply.  These lambdas can have side effects (Maze's recompute
;; and set the score; Wall's game-over lambda sets the status bar), so
;; the score, the status bar and the game state are put back afterwards:
;; the reply observes the game, it does not play.
(define (evaluate-status g)
  (let ((saved-score (current-score g))
        (saved-api-msg (api-var 'STATUSBAR-MESSAGE))
        (saved-msg (host-message))
        (saved-state (host-state))
        (errors-before op-errors))
    (let*-values (((ok1 cont) (scm-call (host-lambda GAME_OVER_LAMBDA)))
                  ((ok2 won) (scm-call (host-lambda WINNING_GAME_LAMBDA)))
                  ((ok3 hint) (scm-call (host-lambda HINT_LAMBDA)))
                  ((ok4 deal) (if (logtest (host-features) FEATURE_DEALABLE)
                                  (scm-call (host-lambda DEALABLE_LAMBDA))
                                  (values #t #f))))
      (unless (equal? (current-score g) saved-score)
        ((game-proc g 'set-score!) saved-score))
      (api-var-set! 'STATUSBAR-MESSAGE saved-api-msg)
      (host-set-message! saved-msg)
      (host-set-state! saved-state)
      (list (cons "won" (and ok2 (true? won)))
            (cons "continuable" (if ok1 (true? cont) 'null))
            (cons "dealable" (and ok4 (true? deal)))
            (cons "hint" (if ok3 (scm->json hint) 'null))
            (cons "hint_text" (if ok3 (hint-text hint) 'null))))))

(define (state-reply g ok extra)
  (let* ((ids (host-slot-ids))
         (slots (list->vector (map (lambda (id) (cards->json (host-slot-cards id))) ids)))
         (status (evaluate-status g)))
    (append
     (list (cons "ok" ok)
           (cons "game" (game-name g))
           (cons "slots" slots)
           (cons "score" (current-score g)))
     status
     (list (cons "state" (state-name (host-state)))
           (cons "message" (or (host-message) "")))
     extra)))

;;; ------------------------------------------------------------------
;;; Requests

(define (req-int req key default)
  (let ((v (json-ref req key default)))
    (unless (exact-integer? v)
      (throw 'oracle-error (format #f "~s must be an integer" key)))
    v))

(define (need-game)
  (or current (throw 'oracle-error "no game: send {\"op\":\"new\",...} or {\"op\":\"load\",...} first")))

(define (check-slot who id)
  (unless (and (exact-integer? id) (host-slot-exists? id))
    (throw 'oracle-error (format #f "~a: no slot ~s in this game (slots are 0..~a)"
                                 who id (- (host-slot-count) 1)))))

(define (random-seed32)
  (let ((port (false-if-exception (open-input-file "/dev/urandom" #:binary #t))))
    (if port
        (let loop ((i 0) (acc 0))
          (if (= i 4)
              (begin (close-port port) acc)
              (loop (+ i 1) (+ (* acc 256) (char->integer (read-char port))))))
        (logand (+ (current-time) (getpid)) #xffffffff))))

(define (action-reply g ok)
  (let ((extra (append
                (if (and (not ok) last-refusal)
                    (list (cons "refused_by" last-refusal))
                    '())
                (if (> delayed-calls 0)
                    (list (cons "delayed_calls" delayed-calls))
                    '()))))
    (state-reply g ok extra)))

(define (handle-request req)
  (set! op-errors '())
  (set! last-refusal #f)
  (set! delayed-calls 0)
  (let ((op (json-ref req "op")))
    (cond
     ((equal? op "new")
      (let* ((g (load-game (json-ref req "game")))
             (seed (let ((s (json-ref req "seed" 'null)))
                     (if (eq? s 'null) (random-seed32) s))))
        (unless (exact-integer? seed) (throw 'oracle-error "\"seed\" must be an integer"))
        (new-game! g seed)
        (state-reply g #t (list (cons "seed" (logand seed #xffffffff))))))

     ((equal? op "load")
      (let* ((g (load-game (json-ref req "game")))
             (slots (json-ref req "slots"))
             (score (json-ref req "score" 0))
             (seed (req-int req "seed" 0)))
        (unless (vector? slots) (throw 'oracle-error "\"slots\" must be an array of arrays of cards"))
        (unless (number? score) (throw 'oracle-error "\"score\" must be a number"))
        (new-game! g seed)
        (let ((ids (host-slot-ids)))
          (unless (= (vector-length slots) (length ids))
            (throw 'oracle-error (format #f "~a has ~a slots, got ~a"
                                         (game-name g) (length ids) (vector-length slots))))
          (let ((new-cards
                 (map (lambda (j)
                        (unless (vector? j) (throw 'oracle-error "each slot must be an array of cards"))
                        (reverse (map json->card (vector->list j))))
                      (vector->list slots))))
            (for-each (lambda (id cards) (set-cards-c! id cards)) ids new-cards)))
        ((game-proc g 'set-score!) score)
        (host-clear-delayed-call!)
        (host-set-state! GAME_BEGIN)
        (update-game-dealable!)
        (state-reply g #t '())))

     ((equal? op "state")
      (state-reply (need-game) #t '()))

     ((equal? op "click")
      (let ((g (need-game)) (slot (json-ref req "slot")))
        (check-slot "click" slot)
        (action-reply g (do-click! g slot))))

     ((equal? op "dblclick")
      (let ((g (need-game)) (slot (json-ref req "slot")))
        (check-slot "dblclick" slot)
        (action-reply g (do-dblclick! g slot))))

     ((equal? op "gui-dblclick")
      (let ((g (need-game)) (slot (json-ref req "slot")))
        (check-slot "gui-dblclick" slot)
        (let ((r (do-gui-dblclick! g slot)))
          (state-reply g (any (lambda (p) (cdr p)) r)
                       (list (cons "steps" r))))))

     ((or (equal? op "drag") (equal? op "move"))
      (let* ((g (need-game))
             (from (json-ref req "from"))
             (to (json-ref req "to"))
             (count (json-ref req "count" 1)))
        (check-slot op from)
        (check-slot op to)
        (unless (and (exact-integer? count) (>= count 1)
                     (<= count (length (host-slot-cards from))))
          (throw 'oracle-error (format #f "~a: slot ~a has ~a cards, cannot pick up ~s"
                                       op from (length (host-slot-cards from)) count)))
        (action-reply g (do-drag! g from count to (equal? op "drag")))))

     ((equal? op "deal")
      (let ((g (need-game)))
        (action-reply g (do-deal! g))))

     ((equal? op "undo")
      (let ((g (need-game))) (action-reply g (do-undo! g))))

     ((equal? op "redo")
      (let ((g (need-game))) (action-reply g (do-redo! g))))

     ((equal? op "layout")
      (let ((g (need-game)))
        (list (cons "ok" #t)
              (cons "game" (game-name g))
              (cons "features" (game-features g))
              (cons "layout"
                    (list->vector
                     (map (lambda (id)
                            (cons (cons "id" id)
                                  (map (lambda (p) (cons (symbol->string (car p))
                                                         (scm->json (cdr p))))
                                       (host-slot-layout id))))
                          (host-slot-ids)))))))

     ((equal? op "call")
      (let* ((g (need-game))
             (name (json-ref req "name"))
             (args (json-ref req "args" (vector))))
        (unless (string? name) (throw 'oracle-error "\"name\" must be a string"))
        (unless (vector? args) (throw 'oracle-error "\"args\" must be an array"))
        (let ((proc (false-if-exception (module-ref (game-module g) (string->symbol name)))))
          (unless (procedure? proc)
            (throw 'oracle-error (format #f "~a defines no procedure ~s" (game-name g) name)))
          (let ((result (apply proc (map json->scm (vector->list args)))))
            (list (cons "ok" #t) (cons "result" (scm->json result)))))))

     ((equal? op "games")
      (init-paths!)
      (list (cons "ok" #t)
            (cons "dir" aisleriot-guile-dir)
            (cons "rng" (symbol->string rng-backend))
            (cons "games"
                  (list->vector
                   (map (lambda (f) (substring f 0 (- (string-length f) 3)))
                        (or (scandir aisleriot-guile-dir
                                     (lambda (f) (string-suffix? ".go" f)))
                            '()))))))

     ((equal? op "bench")
      (let* ((name (json-ref req "game"))
             (games (req-int req "games" 100))
             (seed (req-int req "seed" 1))
             (cap (req-int req "cap" (if (equal? name "maze") 500 1000)))
             (undo (true? (json-ref req "undo" #f))))
        (bench name games seed cap undo)))

     ((equal? op "quit")
      (list (cons "ok" #t) (cons "bye" #t)))

     (else (throw 'oracle-error (format #f "unknown op ~s" op))))))

(define (handle-line line)
  (let ((req (catch 'json-error
               (lambda () (json-read-string line))
               (lambda (key msg) (cons 'bad-json msg)))))
    (if (and (pair? req) (eq? (car req) 'bad-json))
        (list (cons "ok" #f) (cons "error" (string-append "bad JSON: " (cdr req))))
        (let ((reply
               (catch #t
                 (lambda ()
                   (unless (and (list? req) (string? (json-ref req "op")))
                     (throw 'oracle-error "a request must be a JSON object with an \"op\""))
                   (handle-request req))
                 (lambda (key . args)
                   (list (cons "ok" #f)
                         (cons "error"
                               (if (and (eq? key 'oracle-error) (pair? args) (string? (car args)))
                                   (car args)
                                   (string-trim-right (exception->string key args)))))))))
          (let* ((reply (if (pair? op-errors)
                            (append reply
                                    (list (cons "scheme_errors"
                                                (list->vector (reverse op-errors)))))
                            reply))
                 (id (json-ref req "id" #f)))
            (if (and id (list? req))
                (cons (cons "id" id) reply)
                reply))))))

(define (run-server)
  (set-port-encoding! (current-input-port) "UTF-8")
  (set-port-encoding! (current-output-port) "UTF-8")
  (let loop ()
    (let ((line (read-line (current-input-port))))
      (unless (eof-object? line)
        (let ((line (string-trim-both line)))
          (if (string-null? line)
              (loop)
              (let ((reply (handle-line line)))
                (json-write reply (current-output-port))
                (newline (current-output-port))
                (force-output (current-output-port))
                (unless (json-ref reply "bye" #f)
                  (loop)))))))))

;;; ------------------------------------------------------------------
;;; Bench: N games of uniformly random accepted actions
;;;
;;; Candidate actions at each step (n = number of slots):
;;;   click s and dblclick s for every slot s;
;;;   deal, when the game has Aisleriot's dealable feature;
;;;   drag (from, k, to) for every slot `from' holding cards, every
;;;   1 <= k <= cards in `from', every slot `to' /= `from'.
;;; The candidates are tried in a uniformly random order (a lazily drawn
;;; Fisher-Yates permutation) through the very same code as the protocol
;;; ops, until one is accepted (ok = true); that one is therefore uniform
;;; among the accepted candidates, and a refused candidate leaves the game
;;; unchanged.  A game ends when Aisleriot's state machine says over or
;;; won, after `cap' accepted actions, or when no candidate is accepted.

(define perm (make-vector 4096 0))
(define stamp (make-vector 4096 -1))
(define perm-step 0)

(define (ensure-perm! n)
  (when (> n (vector-length perm))
    (set! perm (make-vector (* 2 n) 0))
    (set! stamp (make-vector (* 2 n) -1))
    (set! perm-step 0)))

(define (bench name ngames seed cap undo?)
  (let* ((g (load-game name))
         (rs (seed->random-state (+ (* 1000003 (logand seed #xffffffff)) 12345)))
         (saved-undo undo-enabled)
         (n-click 0) (n-dbl 0) (n-deal 0) (n-drag 0)
         (attempts 0) (actions 0)
         (won 0) (over 0) (capped 0) (stuck 0) (errors 0)
         (score-sum 0)
         (new-time 0))
    (set! undo-enabled undo?)
    (let ((t0 (get-internal-real-time)))
      (do ((i 0 (+ i 1))) ((= i ngames))
        (let ((tn (get-internal-real-time)))
          (new-game! g (+ seed i))
          (set! new-time (+ new-time (- (get-internal-real-time) tn))))
        (let* ((ids (list->vector (host-slot-ids)))
               (n (vector-length ids))
               (deal? (logtest (host-features) FEATURE_DEALABLE))
               (base (+ (* 2 n) (if deal? 1 0)))
               (lens (make-vector n 0))
               (prefix (make-vector (+ n 1) 0)))
          (define (try! idx)
            (set! attempts (+ attempts 1))
            (cond
             ((< idx n)
              (and (do-click! g (vector-ref ids idx))
                   (begin (set! n-click (+ n-click 1)) #t)))
             ((< idx (* 2 n))
              (and (do-dblclick! g (vector-ref ids (- idx n)))
                   (begin (set! n-dbl (+ n-dbl 1)) #t)))
             ((and deal? (= idx (* 2 n)))
              (and (do-deal! g)
                   (begin (set! n-deal (+ n-deal 1)) #t)))
             (else
              (let* ((q (- idx base))
                     (f (let loop ((f 0))
                          (if (< q (vector-ref prefix (+ f 1))) f (loop (+ f 1)))))
                     (local (- q (vector-ref prefix f)))
                     (k (+ 1 (quotient local (- n 1))))
                     (t (remainder local (- n 1)))
                     (from (vector-ref ids f))
                     (to (vector-ref ids (if (< t f) t (+ t 1)))))
                (and (<= k (length (host-slot-cards from)))
                     (do-drag! g from k to #t)
                     (begin (set! n-drag (+ n-drag 1)) #t))))))
          (define (step!)
            ;; recompute the candidate space for the current position
            (do ((f 0 (+ f 1))) ((= f n))
              (let ((len (length (host-slot-cards (vector-ref ids f)))))
                (vector-set! lens f len)
                (vector-set! prefix (+ f 1)
                             (+ (vector-ref prefix f) (* len (- n 1))))))
            (let ((total (+ base (vector-ref prefix n))))
              (ensure-perm! total)
              (set! perm-step (+ perm-step 1))
              (let loop ((t 0))
                (if (= t total)
                    #f
                    (let* ((j (+ t (random (- total t) rs)))
                           (vt (if (= (vector-ref stamp t) perm-step) (vector-ref perm t) t))
                           (vj (if (= (vector-ref stamp j) perm-step) (vector-ref perm j) j)))
                      (vector-set! perm j vt)
                      (vector-set! stamp j perm-step)
                      (if (try! vj) #t (loop (+ t 1))))))))
          (let loop ((k 0))
            (cond
             ((pair? op-errors)
              (set! errors (+ errors 1))
              (set! op-errors '()))
             ((= (host-state) GAME_WON) (set! won (+ won 1)))
             ((= (host-state) GAME_OVER) (set! over (+ over 1)))
             ((>= k cap) (set! capped (+ capped 1)))
             ((step!) (set! actions (+ actions 1)) (loop (+ k 1)))
             (else (set! stuck (+ stuck 1)))))
          (let ((s (current-score g)))
            (when (number? s) (set! score-sum (+ score-sum s))))))
      (set! undo-enabled saved-undo)
      (let* ((ticks (- (get-internal-real-time) t0))
             (secs (/ ticks 1.0 internal-time-units-per-second))
             (r3 (lambda (x) (/ (round (* x 1000.0)) 1000.0))))
        (list (cons "ok" #t)
              (cons "op" "bench")
              (cons "game" name)
              (cons "games" ngames)
              (cons "seed" seed)
              (cons "cap" cap)
              (cons "undo" undo?)
              (cons "rng" (symbol->string rng-backend))
              (cons "actions" actions)
              (cons "attempts" attempts)
              (cons "seconds" (r3 secs))
              (cons "new_game_seconds" (r3 (/ new-time 1.0 internal-time-units-per-second)))
              (cons "actions_per_sec" (if (> secs 0) (inexact->exact (round (/ actions secs))) 'null))
              (cons "attempts_per_sec" (if (> secs 0) (inexact->exact (round (/ attempts secs))) 'null))
              (cons "actions_by_op" (list (cons "click" n-click) (cons "dblclick" n-dbl)
                                          (cons "deal" n-deal) (cons "drag" n-drag)))
              (cons "won" won)
              (cons "over" over)
              (cons "capped" capped)
              (cons "stuck" stuck)
              (cons "errors" errors)
              (cons "mean_score" (if (> ngames 0) (r3 (/ score-sum 1.0 ngames)) 'null)))))))

;;; ------------------------------------------------------------------

(define (usage)
  (display "usage: aisleriot-oracle                 JSON-lines server on stdin/stdout
       aisleriot-oracle bench GAME N [SEED] [CAP]
       aisleriot-oracle games
See README.md for the protocol.
"))

(define (main args)
  (cond
   ((null? args) (run-server))
   ((member (car args) '("-h" "--help" "help")) (usage))
   ((equal? (car args) "bench")
    (let* ((rest (cdr args))
           (game (if (pair? rest) (car rest) "wall"))
           (n (if (> (length rest) 1) (string->number (cadr rest)) 100))
           (seed (if (> (length rest) 2) (string->number (caddr rest)) 1))
           (req (append (list (cons "op" "bench") (cons "game" game)
                              (cons "games" n) (cons "seed" seed))
                        (if (> (length rest) 3)
                            (list (cons "cap" (string->number (cadddr rest))))
                            '()))))
      (json-write (handle-line (json->string req)) (current-output-port))
      (newline)))
   ((equal? (car args) "games")
    (json-write (handle-line "{\"op\":\"games\"}") (current-output-port))
    (newline))
   (else (usage) (exit 2))))
