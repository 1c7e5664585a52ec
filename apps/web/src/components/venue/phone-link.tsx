/**
 * Tap-to-call phone number (venue cards and details): a `tel:` link whose accessible
 * name is '拨打电话 <number>' (it contains the visible text, WCAG 2.5.3). A blank number shows '暂无电话'.
 */
import { PhoneOutlined } from '@ant-design/icons';
import './venue.css';

/** 'tel:' address of a displayed number: digits and a leading '+' kept, '-' and spaces dropped; '' if no digit. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  if (!digits) return '';
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  const number = (phone ?? '').trim();
  const href = telHref(number);
  if (!href) return <span className="venue-phone venue-phone-none">暂无电话</span>;
  return (
    <a className="venue-phone" href={href} aria-label={`拨打电话 ${number}`}>
      <PhoneOutlined aria-hidden="true" />
      <span>{number}</span>
    </a>
  );
}
