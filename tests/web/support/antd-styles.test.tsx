import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Button,
  Checkbox,
  Collapse,
  Dropdown,
  Form,
  Input,
  Modal,
  Radio,
  Select,
  Switch,
  Table,
  Tabs,
  Tooltip,
} from 'antd';
import { describe, expect, it } from 'vitest';
import { OBSERVED_PROPERTIES, observedCss } from '../../setup/antd-styles';

// The web tests' antd CSS is cut down to the properties a test can observe
// (tests/setup/antd-styles.ts); these must compute as with the full CSS.

function Sample() {
  return (
    <div>
      <Button disabled>Off</Button>
      <Button icon={<span className="anticon">+</span>}>Add</Button>
      <Select
        open
        aria-label="Colour"
        options={[
          { value: 'r', label: 'Red' },
          { value: 'g', label: 'Green', disabled: true },
        ]}
      />
      <Radio.Group optionType="button" options={['A', 'B']} defaultValue="A" />
      <Checkbox disabled>Tick</Checkbox>
      <Switch />
      <Tabs
        items={[
          { key: '1', label: 'One', children: 'first pane' },
          { key: '2', label: 'Two', children: 'second pane' },
        ]}
      />
      <Collapse
        items={[{ key: '1', label: 'More', children: 'folded text' }]}
      />
      <Form>
        <Form.Item label="Name" name="name">
          <Input />
        </Form.Item>
        <Form.Item hidden name="secret">
          <Input />
        </Form.Item>
      </Form>
      <Dropdown menu={{ items: [{ key: '1', label: 'Item' }] }}>
        <a>Menu</a>
      </Dropdown>
      <Tooltip title="Tip">
        <span>Hover</span>
      </Tooltip>
      <Table
        rowKey="id"
        columns={[{ title: 'Title', dataIndex: 't' }]}
        dataSource={[{ id: 1, t: 'row' }]}
        rowSelection={{}}
      />
      <Modal open title="Dialog">
        body
      </Modal>
    </div>
  );
}

function observed(): string[] {
  return [...document.body.querySelectorAll('*')].map((el) => {
    const style = window.getComputedStyle(el);
    return [...OBSERVED_PROPERTIES]
      .map((p) => `${p}:${style.getPropertyValue(p)}`)
      .join(';');
  });
}

describe('antd styles in the web tests', () => {
  it('keeps only the observed declarations', () => {
    expect(
      observedCss(
        '@keyframes k{0%{opacity:0}}.a{display:none;color:red;--x:1}.b{color:red}' +
          '@media (max-width:10px){.c{color:red}.e{visibility:hidden}}' +
          '@layer x{.f{pointer-events:none;margin:0}}',
      ),
    ).toBe(
      '.a{display:none}@media (max-width:10px){.e{visibility:hidden}}' +
        '@layer x{.f{pointer-events:none}}',
    );
  });

  it('computes display, visibility, opacity and pointer-events as the full CSS does', async () => {
    render(<Sample />);
    const user = userEvent.setup();
    await user.hover(screen.getByText('Hover'));
    await screen.findByRole('tooltip');
    const styles = [...document.head.querySelectorAll('style')].filter((s) =>
      s.hasAttribute('data-rc-order'),
    );
    expect(styles.length).toBeGreaterThan(10);
    const cut = observed();
    const full = styles.map((s) => s.innerHTML);
    const shown = styles.map((s) => s.textContent ?? '');
    // what antd wrote is what it reads back; the element holds less
    expect(full.join('').length).toBeGreaterThan(shown.join('').length * 3);

    // The same elements under antd's full CSS.
    for (const [i, s] of styles.entries()) s.textContent = full[i];
    const reference = observed();
    for (const [i, s] of styles.entries()) s.textContent = shown[i];

    expect(cut).toEqual(reference);
    // and the sample does hide and block things
    expect(reference.some((v) => v.includes('display:none'))).toBe(true);
    expect(reference.some((v) => v.includes('pointer-events:none'))).toBe(true);
  });
});
