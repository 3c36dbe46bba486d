/** What the canvas's items can ask of the designer. */
export interface ItemCallbacks {
  onSelect: (id: string) => void;
  onCopy: (id: string) => void;
  onRemove: (id: string) => void;
}
