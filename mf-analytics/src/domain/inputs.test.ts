import { describe, expect, it } from 'vitest';
import { type FieldSnapshot, inputEvent } from './inputs.ts';

const field = (over: Partial<FieldSnapshot>): FieldSnapshot => ({
  tag: 'input',
  type: 'text',
  name: '',
  id: '',
  value: '',
  checked: false,
  autocomplete: '',
  ...over,
});

describe('the input event of a committed change', () => {
  it.each([
    ['name', field({ name: 'name', value: 'Thandi Nkosi' })],
    ['fullName', field({ name: 'fullName', value: 'Lerato Mokoena' })],
    ['email', field({ name: 'email', value: 'thandi@example.co.za' })],
    ['phone', field({ name: 'phone', value: '082 123 4567' })],
    ['mobile', field({ name: 'mobile', value: '082 123 4567' })],
    ['message', field({ tag: 'textarea', type: '', name: 'message', value: 'We found a house' })],
    ['an e-mail input named otherwise', field({ name: 'contact', type: 'email', value: 'a@b.co' })],
    ['a telephone input named otherwise', field({ name: 'whatsapp', type: 'tel', value: '0821234567' })],
    ['a password input', field({ id: 'secret', type: 'password', value: 'hunter2' })],
    [
      'a field whose autocomplete asks for a name',
      field({ name: 'who', autocomplete: 'section-a given-name', value: 'Sipho' }),
    ],
    ['any free-text area', field({ tag: 'textarea', type: '', name: 'notes2', value: 'call me on 082…' })],
  ])('redacts %s', (_, f) => {
    expect(inputEvent(f)).toEqual({ element: f.name || f.id, value: '[redacted]' });
  });

  it('sends calculator figures, choices and dates as typed', () => {
    expect(inputEvent(field({ name: 'loanAmount', value: '1,500,000' }))).toEqual({
      element: 'loanAmount',
      value: '1,500,000',
    });
    expect(inputEvent(field({ tag: 'select', type: '', name: 'term', value: '20' }))).toEqual({
      element: 'term',
      value: '20',
    });
    expect(inputEvent(field({ name: 'targetDate', type: 'date', value: '2027-03-01' }))).toEqual({
      element: 'targetDate',
      value: '2027-03-01',
    });
  });

  it('gives a checkbox as true or false, and uses the id when there is no name', () => {
    expect(inputEvent(field({ id: 'isFirstTime', type: 'checkbox', value: 'on', checked: true }))).toEqual({
      element: 'isFirstTime',
      value: true,
    });
  });

  it('records nothing for a field with neither name nor id', () => {
    expect(inputEvent(field({ value: 'x' }))).toBeNull();
  });
});
