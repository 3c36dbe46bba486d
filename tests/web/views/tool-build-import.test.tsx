import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { canvas, fieldNames, renderFormBuilder } from '../support/form-builder';

vi.setConfig({ testTimeout: 120_000 });

type User = ReturnType<typeof renderFormBuilder>['ue'];
configure({ asyncUtilTimeout: 10_000 });

const field = (type: string, label: string, name: string, extra = {}) => ({
  type,
  label,
  name,
  required: false,
  placeholder: '',
  span: 24,
  rules: [],
  defaultValue: null,
  ...extra,
});

/** A three-field document as the builder exports it. */
const THREE_FIELDS = {
  version: 1,
  form: { layout: 'horizontal', size: 'middle', labelWidth: 120, gutter: 16 },
  items: [
    field('input', 'Name', 'name', { required: true }),
    field('select', 'City', 'city', {
      options: [
        { label: 'Beijing', value: 'bj' },
        { label: 'Shanghai', value: 'sh' },
      ],
    }),
    field('date', 'Birthday', 'birthday', { span: 12 }),
  ],
};

async function openImport(ue: User) {
  await ue.click(screen.getByRole('button', { name: /Import/ }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Import a JSON schema',
  });
  return dialog;
}

/** Replaces the dialog's text with `text`, as pasted. */
async function paste(ue: User, dialog: HTMLElement, text: string) {
  const box = within(dialog).getByLabelText('JSON schema to import');
  await ue.clear(box);
  await ue.click(box);
  await ue.paste(text);
}

const importButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Import' });

describe('Tools > Form builder: import', () => {
  it('imports a pasted schema in place of the design, as one undoable step', async () => {
    const { fb, ue } = renderFormBuilder();
    await ue.click(screen.getByRole('button', { name: 'Add Input' }));
    expect(fieldNames()).toEqual(['field101']);

    const dialog = await openImport(ue);
    await paste(ue, dialog, JSON.stringify(THREE_FIELDS, null, 2));
    await ue.click(importButton(dialog));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fieldNames()).toEqual(['name', 'city', 'birthday']);
    expect(fb.success).toHaveBeenCalledWith('Form imported. Fields: 3');
    expect(screen.getByText('Fields: 3')).toBeInTheDocument();
    // the form's settings came with it
    await ue.click(screen.getByRole('tab', { name: 'Form' }));
    expect(screen.getByLabelText('Label width (px)')).toHaveValue('120');
    await ue.click(
      within(canvas()).getByRole('button', { name: 'Select City (Select)' }),
    );
    expect(screen.getByLabelText('Option 2 label')).toHaveValue('Shanghai');

    await ue.click(screen.getByRole('button', { name: /Undo/ }));
    expect(fieldNames()).toEqual(['field101']);
    await ue.click(screen.getByRole('button', { name: /Redo/ }));
    expect(fieldNames()).toEqual(['name', 'city', 'birthday']);
  });

  it('refuses malformed JSON, an unknown field type and a bad name, saying why, and keeps the design', async () => {
    const { fb, ue } = renderFormBuilder();
    await ue.click(screen.getByRole('button', { name: 'Add Input' }));
    await ue.click(screen.getByRole('button', { name: 'Add Switch' }));
    const dialog = await openImport(ue);

    await ue.click(importButton(dialog));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Paste a JSON schema or choose a .json file',
    );

    const slider = structuredClone(THREE_FIELDS);
    slider.items[1].type = 'slider';
    const reserved = structuredClone(THREE_FIELDS);
    reserved.items[0].name = 'class';
    const refused: [string, string][] = [
      [JSON.stringify(THREE_FIELDS).slice(0, -2), 'This is not valid JSON'],
      [JSON.stringify(slider), 'items[1].type: unknown field type "slider"'],
      [
        JSON.stringify(reserved),
        'items[0].name "class": This is a reserved word of JavaScript',
      ],
    ];
    for (const [text, reason] of refused) {
      await paste(ue, dialog, text);
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
      await ue.click(importButton(dialog));
      expect(within(dialog).getByRole('alert')).toHaveTextContent(reason);
      expect(
        within(dialog).getByLabelText('JSON schema to import'),
      ).toBeInvalid();
    }

    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fieldNames()).toEqual(['field101', 'field102']);
    expect(fb.success).not.toHaveBeenCalled();
    // the history is untouched: undo takes back the last add
    await ue.click(screen.getByRole('button', { name: /Undo/ }));
    expect(fieldNames()).toEqual(['field101']);
  });

  it('imports a chosen .json file; a file that does not read shows its text and why', async () => {
    const { ue } = renderFormBuilder();
    const dialog = await openImport(ue);
    const input = within(dialog).getByLabelText('JSON schema file');

    await ue.upload(
      input,
      new File(['{"version": 1, "form": {}, "items": []}'], 'old.json', {
        type: 'application/json',
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'form.layout must be one of: horizontal, vertical, inline',
    );
    expect(within(dialog).getByLabelText('JSON schema to import')).toHaveValue(
      '{"version": 1, "form": {}, "items": []}',
    );

    await ue.upload(
      input,
      new File([JSON.stringify(THREE_FIELDS)], 'form-schema.json', {
        type: 'application/json',
      }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(fieldNames()).toEqual(['name', 'city', 'birthday']);
  });
});

describe('Tools > Form builder: the design survives a reload', () => {
  it('restores the design when the screen opens again; clearing and undoing are kept too', async () => {
    const first = renderFormBuilder();
    await first.ue.click(screen.getByRole('button', { name: 'Add Input' }));
    await first.ue.click(
      screen.getByRole('button', { name: 'Add Layout row' }),
    );
    await first.ue.click(screen.getByRole('button', { name: 'Add Radio' }));
    const label = within(
      screen.getByRole('region', { name: 'Properties' }),
    ).getByLabelText('Label');
    await first.ue.clear(label);
    await first.ue.type(label, 'Gender');
    first.page.unmount();

    const second = renderFormBuilder();
    expect(fieldNames()).toEqual(['field101', 'field102']);
    expect(
      within(canvas()).getByRole('button', { name: 'Select Gender (Radio)' }),
    ).toBeInTheDocument();
    expect(within(canvas()).getByText(/Layout row/)).toBeInTheDocument();

    // clearing is kept, and so is undoing it
    await second.ue.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(fieldNames()).toEqual([]));
    await second.ue.click(screen.getByRole('button', { name: /Undo/ }));
    expect(fieldNames()).toEqual(['field101', 'field102']);
    second.page.unmount();

    const third = renderFormBuilder();
    expect(fieldNames()).toEqual(['field101', 'field102']);
    await third.ue.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(fieldNames()).toEqual([]));
    third.page.unmount();

    renderFormBuilder();
    expect(within(canvas()).getByText(/Drag components here/)).toBeVisible();
  });

  it('opens empty when the saved design does not read', () => {
    localStorage.setItem('form-build-design', '{"version": 1, "items": [');
    renderFormBuilder();
    expect(within(canvas()).getByText(/Drag components here/)).toBeVisible();
  });
});
