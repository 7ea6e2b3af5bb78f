import type { TCloseReason } from '@matchwire/contracts/ticket/fields';
import { defineMail, type TMailTemplate } from './mail-content.ts';
import type { TMailLanguage } from './language.ts';

/** What every ticket mail names: the ticket's code, where to open it, and whether its owner is a visitor. */
export type TTicketMailInput = {
  ticketCode: string;
  /** The customer's /user/tickets/{id}, a visitor's /ticket/direct_view?ticketCode=…, staff's /admin/tickets. */
  ticketUrl: string;
  /** The ticket was opened without an account: its link is the code, which lets anyone read it. */
  isVisitor: boolean;
};
export type TTicketClosedInput = TTicketMailInput & { closeReason: TCloseReason };
export type TTicketCustomerWroteInput = TTicketMailInput & { customerName: string; customerEmail: string };

/**
 * One ticket mail's words in one language. `{code}`, '{reason}', '{name}' and '{email}' stand for the
 * ticket code, why it was closed, and the customer's name and address.
 */
type TTicketCopy = { subject: string; preheader: string; heading: string; paragraphs: string[]; action: string };

/** The words every ticket mail of one language shares. */
type TTicketChrome = {
  codeLabel: string;
  /** How the link of a visitor's ticket is kept, and where a customer finds theirs again. */
  visitorNote: string;
  customerNote: string;
  reasons: Record<TCloseReason, string>;
};

/** What a ticket mail's words may name besides the ticket code. */
type TTicketFacts = TTicketMailInput & { closeReason?: TCloseReason; customerName?: string; customerEmail?: string };

/**
 * A ticket mail: its copy's sentences, the ticket code as a detail row, a button to the ticket, and
 * a note on keeping the link (a visitor's opens the ticket to whoever holds it).
 */
function defineTicketMail<TInput extends TTicketFacts>(
  chrome: Record<TMailLanguage, TTicketChrome>,
  copy: Record<TMailLanguage, TTicketCopy>,
): TMailTemplate<TInput> {
  const both = { en: { ...chrome.en, ...copy.en }, vi: { ...chrome.vi, ...copy.vi } };
  return defineMail(both, (words, input: TInput) => {
    const { ticketCode, closeReason, customerName = '', customerEmail = '' } = input;
    const values: Record<string, string> = {
      code: ticketCode,
      reason: closeReason ? words.reasons[closeReason] : '',
      name: customerName,
      email: customerEmail,
    };
    // One pass, so a name that reads like a placeholder stays as written.
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
    return {
      subject: fill(words.subject),
      preheader: words.preheader,
      heading: words.heading,
      paragraphs: words.paragraphs.map(fill),
      details: [{ label: words.codeLabel, value: ticketCode }],
      action: { label: words.action, url: input.ticketUrl },
      notes: [input.isVisitor ? words.visitorNote : words.customerNote],
    };
  });
}

const closeReasons: Record<TMailLanguage, Record<TCloseReason, string>> = {
  en: {
    resolved: 'it is resolved',
    'unable-resolved': 'we could not resolve it',
    'invalid-consulting': 'it is not a valid enquiry',
    other: 'of another reason',
  },
  vi: {
    resolved: 'yêu cầu đã được giải quyết',
    'unable-resolved': 'chúng tôi không thể giải quyết yêu cầu',
    'invalid-consulting': 'yêu cầu không hợp lệ',
    other: 'một lý do khác',
  },
};

const customerChrome = {
  en: {
    codeLabel: 'Ticket code',
    visitorNote:
      'Anyone who has this link can read and answer your ticket, so keep it to yourself. Log in or register with this address next time, and your tickets are kept in your console.',
    customerNote: 'You also find all your tickets under Support Tickets in your Matchwire console.',
    reasons: closeReasons.en,
  },
  vi: {
    codeLabel: 'Mã yêu cầu',
    visitorNote:
      'Bất kỳ ai có liên kết này đều có thể đọc và trả lời yêu cầu của bạn, vì vậy hãy giữ riêng cho mình. Lần sau hãy đăng nhập hoặc đăng ký bằng địa chỉ này để các yêu cầu được lưu trong bảng điều khiển.',
    customerNote: 'Bạn cũng có thể xem tất cả yêu cầu của mình tại mục Yêu cầu hỗ trợ trong bảng điều khiển Matchwire.',
    reasons: closeReasons.vi,
  },
};

/** Sent on `ticket.ticket-created.v1` to its owner: received, the code, the reply promise (SPEC.md §9). */
export const ticketCreatedMail = defineTicketMail<TTicketMailInput>(customerChrome, {
  en: {
    subject: 'We have received your ticket {code}',
    preheader: 'Our team replies within one business day.',
    heading: 'We have received your ticket',
    paragraphs: [
      'Thank you for contacting Matchwire. Your message has reached our team.',
      'We reply within one business day, and you get an e-mail as soon as we do.',
    ],
    action: 'View your ticket',
  },
  vi: {
    subject: 'Chúng tôi đã nhận được yêu cầu {code} của bạn',
    preheader: 'Đội ngũ của chúng tôi sẽ phản hồi trong vòng một ngày làm việc.',
    heading: 'Chúng tôi đã nhận được yêu cầu của bạn',
    paragraphs: [
      'Cảm ơn bạn đã liên hệ với Matchwire. Tin nhắn của bạn đã được chuyển đến đội ngũ của chúng tôi.',
      'Chúng tôi sẽ phản hồi trong vòng một ngày làm việc và bạn sẽ nhận được email ngay khi có phản hồi.',
    ],
    action: 'Xem yêu cầu',
  },
});

/**
 * Sent on `ticket.ticket-replied.v1` written by staff, to the ticket's owner. The reply itself is
 * read on the ticket's page: the event does not carry it, and mails keep no ticket text.
 */
export const ticketStaffRepliedMail = defineTicketMail<TTicketMailInput>(customerChrome, {
  en: {
    subject: 'New reply to your ticket {code}',
    preheader: 'Our support team has answered your ticket.',
    heading: 'We have replied to your ticket',
    paragraphs: [
      'Our support team has answered your ticket. Open it to read the reply, and answer there if you need anything else.',
    ],
    action: 'Read the reply',
  },
  vi: {
    subject: 'Có phản hồi mới cho yêu cầu {code} của bạn',
    preheader: 'Đội ngũ hỗ trợ của chúng tôi đã trả lời yêu cầu của bạn.',
    heading: 'Chúng tôi đã trả lời yêu cầu của bạn',
    paragraphs: [
      'Đội ngũ hỗ trợ của chúng tôi đã trả lời yêu cầu của bạn. Hãy mở yêu cầu để đọc phản hồi và trả lời tại đó nếu bạn cần thêm hỗ trợ.',
    ],
    action: 'Đọc phản hồi',
  },
});

/** Sent on `ticket.ticket-closed.v1` when staff closed the ticket, to its owner, with the reason. */
export const ticketClosedMail = defineTicketMail<TTicketClosedInput>(customerChrome, {
  en: {
    subject: 'Your ticket {code} is closed',
    preheader: 'Our support team has closed your ticket.',
    heading: 'Your ticket is closed',
    paragraphs: [
      'Our support team has closed your ticket because {reason}.',
      'A closed ticket takes no more messages. If you need anything else, open a new ticket from any page of the site.',
    ],
    action: 'View the ticket',
  },
  vi: {
    subject: 'Yêu cầu {code} của bạn đã được đóng',
    preheader: 'Đội ngũ hỗ trợ của chúng tôi đã đóng yêu cầu của bạn.',
    heading: 'Yêu cầu của bạn đã được đóng',
    paragraphs: [
      'Đội ngũ hỗ trợ của chúng tôi đã đóng yêu cầu của bạn vì {reason}.',
      'Yêu cầu đã đóng sẽ không nhận thêm tin nhắn. Nếu bạn cần hỗ trợ thêm, hãy tạo yêu cầu mới từ bất kỳ trang nào của website.',
    ],
    action: 'Xem yêu cầu',
  },
});

/**
 * Sent on `ticket.ticket-replied.v1` written by the customer, to the staff member the ticket is
 * assigned to, in the ticket's language (the language they will answer in).
 */
export const ticketCustomerWroteMail = defineTicketMail<TTicketCustomerWroteInput>(
  {
    en: {
      ...customerChrome.en,
      visitorNote: 'The ticket was opened by a visitor without an account.',
      customerNote: 'The ticket belongs to a customer’s account.',
    },
    vi: {
      ...customerChrome.vi,
      visitorNote: 'Yêu cầu được tạo bởi khách truy cập không có tài khoản.',
      customerNote: 'Yêu cầu thuộc tài khoản của một khách hàng.',
    },
  },
  {
    en: {
      subject: '{name} wrote on ticket {code}',
      preheader: 'A ticket assigned to you has a new message.',
      heading: 'New message on a ticket assigned to you',
      paragraphs: [
        '{name} ({email}) has written on a ticket assigned to you. We promise a reply within one business day.',
      ],
      action: 'Open the tickets',
    },
    vi: {
      subject: '{name} đã gửi tin nhắn trong yêu cầu {code}',
      preheader: 'Một yêu cầu được giao cho bạn có tin nhắn mới.',
      heading: 'Tin nhắn mới trong yêu cầu được giao cho bạn',
      paragraphs: [
        '{name} ({email}) đã gửi tin nhắn trong một yêu cầu được giao cho bạn. Chúng tôi cam kết phản hồi trong vòng một ngày làm việc.',
      ],
      action: 'Mở danh sách yêu cầu',
    },
  },
);
