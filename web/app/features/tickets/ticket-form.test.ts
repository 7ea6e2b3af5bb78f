import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ticketRefOf } from './api/ticket-detail';
import { draftKey } from './ticket-draft';
import {
  canChooseUrgency,
  checkAttachment,
  submitToastKey,
  validateTicketContent,
  validateTicketEmail,
  validateTicketName,
} from './ticket-form';
import { describeOrigin } from './ticket-origin';
import { TicketText } from './ticket-text';
import { unreadBadgeText } from './unread-text';

describe('the ticket form rules (SPEC 5)', () => {
  it('wants a name, a valid e-mail and a message of 10 to 10000 characters', () => {
    expect(validateTicketName(' ')).toBe('validation.required');
    expect(validateTicketName('x'.repeat(51))).toBe('validation.nameMax');
    expect(validateTicketName('Lan')).toBeNull();
    expect(validateTicketEmail('')).toBe('validation.required');
    expect(validateTicketEmail('lan@example')).toBe('validation.email');
    expect(validateTicketEmail('lan@example.com')).toBeNull();
    expect(validateTicketContent('')).toBe('validation.required');
    expect(validateTicketContent('too short')).toBe('tickets.validation.contentMin');
    expect(validateTicketContent('x'.repeat(10_001))).toBe('tickets.validation.contentMax');
    expect(validateTicketContent('Ten chars!')).toBeNull();
  });

  it("toasts 'Please fill in the form' without an e-mail, else the e-mail's own error", () => {
    expect(submitToastKey(' ')).toBe('tickets.form.fillIn');
    expect(submitToastKey('nope')).toBe('validation.email');
    expect(submitToastKey('lan@example.com')).toBeNull();
  });

  it('offers urgency only on type 3 to customers in cooperation', () => {
    expect(canChooseUrgency(3, 1)).toBe(true);
    expect(canChooseUrgency(3, 0)).toBe(false);
    expect(canChooseUrgency(3, null)).toBe(false);
    expect(canChooseUrgency(2, 1)).toBe(false);
  });

  it('checks a picked file by extension and size, and a missing one', () => {
    expect(checkAttachment(undefined)).toBe('tickets.file.none');
    expect(checkAttachment({ name: 'shot.PNG', size: 10 })).toBeNull();
    expect(checkAttachment({ name: 'run.exe', size: 10 })).toBe('tickets.file.unsupported');
    expect(checkAttachment({ name: 'README', size: 10 })).toBe('tickets.file.unsupported');
    expect(checkAttachment({ name: 'big.pdf', size: 5_242_880 })).toBeNull();
    expect(checkAttachment({ name: 'big.pdf', size: 5_242_881 })).toBe('tickets.file.tooLarge');
  });
});

describe('ticket text (SPEC 5)', () => {
  const render = (text: string) => renderToStaticMarkup(createElement(TicketText, { text }));

  it('escapes markup, breaks lines and links http(s) addresses only', () => {
    expect(render('<script>alert(1)</script>\nline two')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;<br/>line two');
    expect(render('See https://example.com/a?b=1. Thanks')).toBe(
      'See <a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">https://example.com/a?b=1</a>. Thanks',
    );
    expect(render('javascript:alert(1) and data:text/html,x')).toBe('javascript:alert(1) and data:text/html,x');
  });
});

describe('the pieces around the popup and the pages', () => {
  it("caps the unread badge at '99+' from 100", () => {
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });

  it('keeps one draft per user and one for visitors', () => {
    expect(draftKey('u-1')).not.toBe(draftKey('u-2'));
    expect(draftKey(null)).toBe('matchwire.ticket-draft.visitor');
  });

  it('names a ticket by its id, or by its code when the address says so', () => {
    const id = '0b6f7c1e-3d2a-4c5b-9e8f-1a2b3c4d5e6f';
    expect(ticketRefOf(id, false)).toEqual({ ticketId: id });
    expect(ticketRefOf('AbCdEfGhIjKlMnOpQrStUv', true)).toEqual({ ticketCode: 'AbCdEfGhIjKlMnOpQrStUv' });
    expect(ticketRefOf('AbCdEfGhIjKlMnOpQrStUv', false)).toBeNull();
    expect(ticketRefOf('../etc', true)).toBeNull();
  });

  it('reads the browser and system from the user agent', () => {
    const origin = describeOrigin(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'https://matchwire.io/faq',
    );
    expect(origin).toEqual({
      referer: 'https://matchwire.io/faq',
      browser: { type: 'Chrome', version: '131.0.0.0' },
      device: { systemType: 'Windows', version: '10.0', bitWidth: '64' },
    });
  });
});
