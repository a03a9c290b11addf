# args: events --cpu hsw --kernel 6.12 -e 'cycles:uq,instructions'
# exit: 2
# stderr: pmusched: error: unknown modifier 'q'
# stderr:     cycles:uq,instructions
# stderr:             ^
# stderr: hint: valid modifiers are u, k, h, I, G, H, p, P, S, D, W, e, b, R
