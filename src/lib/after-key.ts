/**
 * Runs `action` once the key that chose it is done. antd's menus run a
 * chosen item's action on Enter's keydown; when that action opens a dialog,
 * the dialog focuses its OK button at once, and the same key's keypress then
 * presses it: "Log out" would sign out without asking. Waiting for the next
 * task lets the key finish first; a mouse click sees no difference.
 */
export function afterKey<A extends unknown[]>(
  action: (...args: A) => void,
): (...args: A) => void {
  return (...args) => {
    setTimeout(() => action(...args), 0);
  };
}
