/**
 * The editor's name for assistive technology. TinyMCE 8 names its editing
 * area by an aria-label on the iframe's <body> (a title on the iframe in
 * Firefox only); a body has no role that may carry a name, so the label is
 * not allowed there. The frame gets the name as its title in every browser,
 * and the body the role of what it is, a multi-line text box (read-only
 * when the editor is).
 */
import type { Editor as TinyMCEEditor } from 'tinymce';

/** TinyMCE options that name the editing area `title`. */
export function nameOptions(title: string) {
  return { iframe_aria_text: title, iframe_attrs: { title } };
}

/** The editing area's role, set when TinyMCE has drawn it. */
export function editableRole(editor: TinyMCEEditor): void {
  const apply = () => {
    const body = editor.getBody();
    body.setAttribute('role', 'textbox');
    body.setAttribute('aria-multiline', 'true');
    body.setAttribute('aria-readonly', String(editor.mode.isReadOnly()));
  };
  editor.on('init', apply);
  editor.on('SwitchMode', apply);
}
