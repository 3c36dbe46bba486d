/**
 * Text no mail client turns into a link (the "defanged" form readers know):
 * a scheme's `://` becomes `[:]//`, a dot before a host name's label `[.]`
 * and the @ of an address `[at]`. Numbers such as 1.5 or v2.0 stay as they
 * are; text without links comes back unchanged.
 */
export function defang(text: string): string {
  return text
    .replace(/:\/\//g, '[:]//')
    .replace(/([A-Za-z0-9_-])@(?=[A-Za-z0-9-])/g, '$1[at]')
    .replace(/([A-Za-z0-9-])\.(?=[A-Za-z0-9-]*[A-Za-z])/g, '$1[.]');
}
