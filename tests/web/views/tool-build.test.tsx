import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { canvas, fieldNames, renderFormBuilder } from '../support/form-builder';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 10_000 });

const props = () => screen.getByRole('region', { name: 'Properties' });

describe('Tools > Form builder: designing', () => {
  it('adds components from the palette by keyboard, selects one and edits its properties', async () => {
    const { ue } = renderFormBuilder();
    expect(within(canvas()).getByText(/Drag components here/)).toBeVisible();
    screen.getByRole('button', { name: 'Add Input' }).focus();
    await ue.keyboard('{Enter}');
    await ue.click(screen.getByRole('button', { name: 'Add Select' }));
    expect(fieldNames()).toEqual(['field101', 'field102']);
    expect(screen.getByText('Fields: 2')).toBeInTheDocument();

    // the new field is selected: its properties show
    const select = screen.getByRole('button', {
      name: 'Select Select (Select)',
    });
    expect(select).toHaveAttribute('aria-pressed', 'true');
    await ue.click(
      screen.getByRole('button', { name: 'Select Input (Input)' }),
    );
    const label = within(props()).getByLabelText('Label');
    expect(label).toHaveValue('Input');
    await ue.clear(label);
    await ue.type(label, 'Full name');
    expect(
      within(canvas()).getByRole('button', {
        name: 'Select Full name (Input)',
      }),
    ).toBeInTheDocument();

    // field names: identifiers, not reserved, unique
    const name = within(props()).getByLabelText('Field name');
    await ue.clear(name);
    await ue.type(name, '9lives');
    expect(
      within(props()).getByText(
        'Use letters, digits, _ or $, not starting with a digit',
      ),
    ).toBeInTheDocument();
    await ue.clear(name);
    await ue.type(name, 'field102');
    expect(
      within(props()).getByText('Another field already has this name'),
    ).toBeInTheDocument();
    await ue.clear(name);
    await ue.type(name, 'class');
    expect(
      within(props()).getByText('This is a reserved word of JavaScript'),
    ).toBeInTheDocument();
    await ue.clear(name);
    await ue.type(name, 'fullName');
    expect(fieldNames()).toEqual(['fullName', 'field102']);

    await ue.click(within(props()).getByRole('switch', { name: 'Required' }));
    expect(canvas().querySelector('.ant-form-item-required')).not.toBeNull();

    // options of the select
    await ue.click(
      screen.getByRole('button', { name: 'Select Select (Select)' }),
    );
    await ue.click(within(props()).getByRole('button', { name: /Add option/ }));
    const third = within(props()).getByLabelText('Option 3 label');
    await ue.clear(third);
    await ue.type(third, 'Tokyo');
    await ue.click(
      within(props()).getByRole('button', { name: 'Remove option 1' }),
    );
    expect(within(props()).getByLabelText('Option 1 label')).toHaveValue(
      'Option 2',
    );
    expect(within(props()).getByLabelText('Option 2 label')).toHaveValue(
      'Tokyo',
    );

    // a pattern that does not compile is flagged
    await ue.click(within(props()).getByRole('button', { name: /Add rule/ }));
    await ue.type(within(props()).getByLabelText('Rule 1 pattern'), '[[');
    expect(within(props()).getByRole('alert')).toHaveTextContent(
      'Enter a valid regular expression',
    );
  });

  it('copies and deletes fields, and undoes and redoes with buttons and keys', async () => {
    const { ue } = renderFormBuilder();
    const undo = screen.getByRole('button', { name: /Undo/ });
    expect(undo).toBeDisabled();
    await ue.click(screen.getByRole('button', { name: 'Add Input' }));
    await ue.click(screen.getByRole('button', { name: 'Add Switch' }));
    await ue.click(screen.getByRole('button', { name: 'Copy Input' }));
    expect(fieldNames()).toEqual(['field101', 'field103', 'field102']);

    await ue.click(screen.getByRole('button', { name: 'Delete Switch' }));
    expect(fieldNames()).toEqual(['field101', 'field103']);

    await ue.click(undo);
    expect(fieldNames()).toEqual(['field101', 'field103', 'field102']);
    await ue.click(screen.getByRole('button', { name: /Redo/ }));
    expect(fieldNames()).toEqual(['field101', 'field103']);

    // typing in one box is one undo step
    await ue.click(
      screen.getAllByRole('button', { name: 'Select Input (Input)' })[0],
    );
    const label = within(props()).getByLabelText('Label');
    await ue.type(label, ' A');
    expect(label).toHaveValue('Input A');
    canvas().focus();
    await ue.click(
      screen.getByRole('button', { name: 'Select Input A (Input)' }),
    );
    await ue.keyboard('{Control>}z{/Control}');
    expect(within(props()).getByLabelText('Label')).toHaveValue('Input');
    await ue.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(within(props()).getByLabelText('Label')).toHaveValue('Input A');
    await ue.keyboard('{Control>}z{/Control}{Control>}z{/Control}');
    expect(fieldNames()).toEqual(['field101', 'field103', 'field102']);

    // form-level properties
    await ue.click(within(props()).getByRole('tab', { name: 'Form' }));
    await ue.click(within(props()).getByText('Vertical'));
    expect(canvas().querySelector('.ant-form-vertical')).not.toBeNull();
    await ue.click(screen.getByRole('button', { name: /Undo/ }));
    expect(canvas().querySelector('.ant-form-vertical')).toBeNull();
  });
});

describe('Tools > Form builder: preview and export', () => {
  it('previews the real form with its validation and shows the submitted values', async () => {
    const { ue } = renderFormBuilder();
    await ue.click(screen.getByRole('button', { name: 'Add Input' }));
    await ue.click(within(props()).getByRole('switch', { name: 'Required' }));
    await ue.click(screen.getByRole('button', { name: /Add rule/ }));
    await ue.click(within(props()).getByLabelText('Rule 1 pattern'));
    await ue.paste('^[a-z]+$');
    await ue.type(
      within(props()).getByLabelText('Rule 1 message'),
      'Lower case only',
    );
    await ue.click(screen.getByRole('button', { name: 'Add Switch' }));

    await ue.click(screen.getByRole('button', { name: /Preview/ }));
    const dialog = await screen.findByRole('dialog');
    await ue.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(
      await within(dialog).findByText('Please enter Input'),
    ).toBeInTheDocument();
    await ue.type(within(dialog).getByLabelText('Input'), 'ABC');
    expect(
      await within(dialog).findByText('Lower case only'),
    ).toBeInTheDocument();
    await ue.clear(within(dialog).getByLabelText('Input'));
    await ue.type(within(dialog).getByLabelText('Input'), 'abc');
    await ue.click(within(dialog).getByRole('switch', { name: 'Switch' }));
    await ue.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const values = await within(dialog).findByRole('region', {
      name: 'Submitted values',
    });
    expect(JSON.parse(values.querySelector('pre')!.textContent!)).toEqual({
      field101: 'abc',
      field102: true,
    });
  });

  it('shows the JSON schema and the TSX source, copies them and downloads them', async () => {
    const { ue, fb } = renderFormBuilder();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText },
    });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:x';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => {});

    await ue.click(screen.getByRole('button', { name: 'Add Input' }));
    const label = within(props()).getByLabelText('Label');
    await ue.clear(label);
    await ue.paste('Say "hi" `${x}`');

    await ue.click(screen.getByRole('button', { name: /JSON schema/ }));
    const dialog = await screen.findByRole('dialog');
    const json = await within(dialog).findByRole('region', {
      name: 'JSON schema',
    });
    expect(JSON.parse(json.textContent!)).toMatchObject({
      items: [{ type: 'input', label: 'Say "hi" `${x}`', name: 'field101' }],
    });
    await ue.click(within(dialog).getByRole('button', { name: /Copy/ }));
    await waitFor(() =>
      expect(fb.success).toHaveBeenCalledWith('Copied to the clipboard'),
    );
    expect(writeText).toHaveBeenCalledWith(json.textContent);
    await ue.click(within(dialog).getByRole('button', { name: /Download/ }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(await created[0].text()).toBe(json.textContent);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'form-schema.json',
    );

    await ue.click(
      within(dialog).getByRole('tab', { name: 'React + antd component' }),
    );
    const tsx = await within(dialog).findByRole('region', {
      name: 'React + antd component',
    });
    expect(tsx.textContent).toContain('label={"Say \\"hi\\" `${x}`"}');
    expect(tsx.textContent).toContain('export default function GeneratedForm');
    const buttons = within(dialog).getAllByRole('button', { name: /Download/ });
    await ue.click(buttons[buttons.length - 1]);
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe(
      'GeneratedForm.tsx',
    );
    expect(await created[1].text()).toBe(tsx.textContent);
  });
});
