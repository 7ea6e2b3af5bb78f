import { describe, expect, it } from 'vitest';
import { readLang, refusalText, translator } from '../src/i18n.ts';

const refusals = {
  16001: { en: 'Publish failure', vi: 'Xuất bản thất bại' },
  16002: { en: 'This widget’s access key is not valid', vi: 'Khóa truy cập của widget không hợp lệ' },
  16003: { en: 'This widget is not enabled for this website', vi: 'Widget này chưa được bật cho trang web này' },
  16004: {
    en: 'Live data for this sport is not included in the plan',
    vi: 'Gói dịch vụ không bao gồm dữ liệu trực tiếp của môn thể thao này',
  },
  16005: { en: 'This widget has not been published yet', vi: 'Widget này chưa được xuất bản' },
  16006: { en: 'This widget is disabled', vi: 'Widget này đã bị tắt' },
  16007: { en: 'Match not found', vi: 'Không tìm thấy trận đấu' },
};

describe('localisation', () => {
  it.each(Object.entries(refusals))('tells refusal %s in English and Vietnamese', (code, texts) => {
    expect(refusalText('en', Number(code))).toBe(texts.en);
    expect(refusalText('vi', Number(code))).toBe(texts.vi);
  });

  it('says something general for a code it does not know', () => {
    expect(refusalText('en', 10001)).toBe('The live match cannot be shown right now');
    expect(refusalText('vi', 10001)).toBe('Hiện không thể hiển thị trận đấu trực tiếp');
  });

  it('has the connection and no-match messages in both languages', () => {
    expect(translator('en')('noMatch')).toBe('No live match right now');
    expect(translator('vi')('noMatch')).toBe('Hiện không có trận đấu trực tiếp');
    expect(translator('en')('reconnecting')).toBe('Reconnecting…');
    expect(translator('vi')('connecting')).toBe('Đang kết nối…');
  });

  it('fills in named values', () => {
    expect(translator('en')('goalAnnounce', { team: 'Riverside' })).toBe('Goal for Riverside!');
    expect(translator('vi')('goalAnnounce', { team: 'Riverside' })).toBe('Bàn thắng cho Riverside!');
  });

  it('reads the language of a data attribute or of the page', () => {
    expect(readLang('vi')).toBe('vi');
    expect(readLang('vi-VN')).toBe('vi');
    expect(readLang('en')).toBe('en');
    expect(readLang(undefined)).toBe('en');
    expect(readLang('fr')).toBe('en');
  });
});
