;;; SPDX-License-Identifier: GPL-3.0-or-later (see scripts/oracle/aisleriot/README.md)
;;; (aisleriot interface) -- the module that Aisleriot's C code (src/game.c,
;;; cscm_init) normally defines.  The game files and api.go import it with
;;; (use-modules (aisleriot interface) (aisleriot api)).  Here it
;;; re-exports the Scheme implementations from (oracle host): exactly the
;;; twenty names that game.c exports, and nothing else.

(define-module (aisleriot interface)
  #:use-module (oracle host)
  #:re-export (set-feature-word!
               get-feature-word
               set-statusbar-message-c
               reset-surface
               add-slot
               get-slot
               set-cards-c!
               set-slot-y-expansion!
               set-slot-x-expansion!
               set-lambda
               set-lambda!
               aisleriot-random
               click-to-move?
               update-score
               get-timeout
               set-timeout!
               delayed-call
               undo-set-sensitive
               redo-set-sensitive
               dealable-set-sensitive))
