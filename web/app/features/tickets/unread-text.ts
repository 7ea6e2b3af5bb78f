/** SPEC 2 and 9: the unread badge caps at '99+' from 100 on. */
export function unreadBadgeText(count: number): string {
  return count >= 100 ? '99+' : String(count);
}
