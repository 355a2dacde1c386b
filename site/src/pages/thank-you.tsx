import { ContactThankYou } from '@/features/contact/contact-thank-you';
import { thankYouContent } from '@/content/thank-you';

/** Where the contact form lands when it was sent without JavaScript (POST /api/contact). */
export default function ThankYouPage() {
  return <ContactThankYou content={thankYouContent} variant="page" />;
}
