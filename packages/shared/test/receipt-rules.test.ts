import { describe, expect, it } from 'vitest';
import {
  isNewPayPid,
  rateText,
  receiptFieldLabel,
  receiptFieldProblem,
  receiptFormProblem,
  type ReceiptField,
} from '../src/receipt-rules.ts';

// The one set of rules the shop app runs before submitting a channel application and the server runs before
// storing it.

const ours = (url: string) => url.startsWith('/uploads/receipts/');
const check = (kind: ReceiptField['kind'], value: string | undefined, required = true) =>
  receiptFieldProblem({ kind, required }, value, ours);

describe('receipt form fields', () => {
  it('texts: required unless optional, at most 100 characters', () => {
    expect(check('text', '北京市朝阳区建国路88号')).toBeNull();
    expect(check('text', '   ')).toBe('required');
    expect(check('text', undefined)).toBe('required');
    expect(check('text', '', false)).toBeNull();
    expect(check('text', 'x'.repeat(100))).toBeNull();
    expect(check('text', 'x'.repeat(101))).toBe('tooLong');
  });

  it('phones: 1, then 3–9, then 9 digits', () => {
    expect(check('phone', '13800138000')).toBeNull();
    expect(check('phone', '19912345678')).toBeNull();
    for (const bad of ['12800138000', '1380013800', '138001380001', '1380013800a', '+8613800138000'])
      expect(check('phone', bad), bad).toBe('phone');
  });

  it('ID numbers: 15 or 18 digits, the 18th may be X', () => {
    for (const good of ['110105491231002', '11010519491231002X', '11010519491231002x', '110105194912310021'])
      expect(check('idcard', good), good).toBeNull();
    for (const bad of ['11010519491231002Y', '1101051949123100', '11010519491231002', 'X10105194912310021'])
      expect(check('idcard', bad), bad).toBe('idcard');
  });

  it('e-mail addresses', () => {
    expect(check('email', 'shop@example.com')).toBeNull();
    for (const bad of ['shop@example', 'shop.example.com', 'a b@example.com'])
      expect(check('email', bad), bad).toBe('email');
    expect(check('email', '', false)).toBeNull();
  });

  it('dates like 2023-3-25 that exist, or 长期', () => {
    for (const good of ['2023-3-25', '2023-03-05', '2024-2-29', '长期', 'long-term'])
      expect(check('date', good), good).toBeNull();
    for (const bad of ['2023-2-29', '2023/3/25', '2023-13-1', '25-3-2023', '2023-3'])
      expect(check('date', bad), bad).toBe('date');
  });

  it('images: always required, and only what this product stored', () => {
    expect(check('img', '/uploads/receipts/2026/11/a.jpg')).toBeNull();
    expect(check('img', '', false)).toBe('required');
    expect(check('img', 'https://evil.example.com/a.jpg')).toBe('image');
  });
});

describe('a whole form', () => {
  const model: ReceiptField[] = [
    { key: 'name', label: '姓名', kind: 'text', required: true },
    { key: 'phone_number', label: '手机号', kind: 'phone', required: true },
    { key: 'email', label: '邮箱', kind: 'email', required: false },
    { key: 'shop_headImg', label: '门头照', kind: 'img', required: true },
  ];
  const good = { name: '张伟', phone_number: '13800138000', shop_headImg: '/uploads/receipts/x.jpg' };

  it('answers the first wrong field in the form’s order', () => {
    expect(receiptFormProblem(model, good, ours)).toBeNull();
    expect(receiptFormProblem(model, { ...good, name: '', phone_number: '1' }, ours)).toEqual({
      field: model[0],
      problem: 'required',
    });
    expect(receiptFormProblem(model, { ...good, email: 'x' }, ours)?.field.key).toBe('email');
    // The images come first on the page, so they are checked first.
    expect(receiptFormProblem(model, { name: '' }, ours)?.field.key).toBe('shop_headImg');
  });

  it('labels in both languages, falling back to the platform’s label', () => {
    expect(receiptFieldLabel({ key: 'phone_number', label: '手机' }, 'en')).toBe('Mobile number');
    expect(receiptFieldLabel({ key: 'custom_field', label: '自定义' }, 'en')).toBe('自定义');
  });

  it('pids are 4–20 digits; rates are hundredths of a percent', () => {
    expect([
      isNewPayPid('10086001'),
      isNewPayPid('123'),
      isNewPayPid('12ab34'),
      isNewPayPid('1'.repeat(21)),
    ]).toEqual([true, false, false, false]);
    expect([rateText(38), rateText(0), rateText(100)]).toEqual(['0.38', '0.00', '1.00']);
  });
});
