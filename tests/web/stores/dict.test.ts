import { describe, expect, it } from 'vitest';
import { selectDictLabel, toDictOptions, useDictStore } from '@/stores/dict';

const dict = () => useDictStore.getState();
const options = toDictOptions([
  {
    dictType: 'sys_yes_no',
    dictLabel: 'Yes',
    dictValue: 'Y',
    listClass: 'primary',
  },
  {
    dictType: 'sys_yes_no',
    dictLabel: 'No',
    dictValue: 'N',
    listClass: 'danger',
  },
]);

describe('dict store', () => {
  it('maps rows to {label, value, raw}', () => {
    expect(options[0]).toEqual({
      label: 'Yes',
      value: 'Y',
      raw: expect.objectContaining({ listClass: 'primary' }),
    });
  });

  it('setDict / getDict / removeDict / cleanDict', () => {
    expect(dict().getDict('sys_yes_no')).toBeNull();
    dict().setDict('sys_yes_no', options);
    expect(dict().getDict('sys_yes_no')).toBe(options);
    expect(dict().removeDict('sys_yes_no')).toBe(true);
    expect(dict().removeDict('sys_yes_no')).toBe(false);
    dict().setDict('a', options);
    dict().setDict('b', options);
    dict().cleanDict();
    expect(dict().dict).toEqual({});
  });

  it('does not store null or empty keys', () => {
    dict().setDict('', options);
    dict().setDict(null, options);
    dict().setDict(undefined, options);
    expect(dict().dict).toEqual({});
    expect(dict().getDict('')).toBeNull();
  });

  it('selectDictLabel finds the label of a value', () => {
    expect(selectDictLabel(options, 'N')).toBe('No');
    expect(selectDictLabel(options, 'X')).toBe('');
    expect(selectDictLabel(options, null)).toBe('');
  });
});
