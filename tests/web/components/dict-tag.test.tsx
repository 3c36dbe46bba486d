import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DictTag, dictTagValues } from '@/components/dict-tag';
import type { DictOption } from '@/types/system';

function option(
  value: string,
  label: string,
  listClass = '',
  cssClass = '',
): DictOption {
  return {
    value,
    label,
    raw: {
      dictValue: value,
      dictLabel: label,
      dictType: 't',
      listClass,
      cssClass,
    },
  };
}

const options = [
  option('0', 'Normal', 'primary'),
  option('1', 'Disabled', 'danger'),
  option('2', 'Unknown'),
  option('3', 'Pending', 'warning', 'is-pending'),
  option('4', 'Done', 'success'),
  option('5', 'Info', 'info'),
  option('6', 'Plain default', 'default'),
  option('7', 'Styled default', 'default', 'is-styled'),
];

describe('<DictTag>', () => {
  it('maps listClass to antd tag colours and cssClass to className', () => {
    render(
      <DictTag options={options} value={['0', '1', '3', '4', '5', '7']} />,
    );
    const tag = (label: string) => screen.getByText(label).closest('.ant-tag');
    expect(tag('Normal')).toHaveClass('ant-tag-processing');
    expect(tag('Disabled')).toHaveClass('ant-tag-error');
    expect(tag('Pending')).toHaveClass('ant-tag-warning', 'is-pending');
    expect(tag('Done')).toHaveClass('ant-tag-success');
    expect(tag('Info')).toHaveClass('ant-tag-default');
    expect(tag('Styled default')).toHaveClass('is-styled');
  });

  it('shows empty or default listClass without cssClass as plain text', () => {
    render(<DictTag options={options} value="2,6" />);
    expect(screen.getByText('Unknown').closest('.ant-tag')).toBeNull();
    expect(screen.getByText('Plain default').closest('.ant-tag')).toBeNull();
  });

  it('accepts a number, a list or a separated string and shows unmatched values as they are', () => {
    const { rerender } = render(<DictTag options={options} value={1} />);
    expect(screen.getByText('Disabled')).toBeInTheDocument();

    rerender(<DictTag options={options} value="0|9" separator="|" />);
    expect(screen.getByText('Normal')).toBeInTheDocument();
    expect(screen.getByText('9')).toBeInTheDocument();

    rerender(<DictTag options={options} value="9" showValue={false} />);
    expect(screen.queryByText('9')).toBeNull();
  });

  it('renders nothing for an empty value', () => {
    const { container } = render(<DictTag options={options} value="" />);
    expect(container).toBeEmptyDOMElement();
    expect(dictTagValues(null)).toEqual([]);
    expect(dictTagValues('a,b')).toEqual(['a', 'b']);
  });
});
