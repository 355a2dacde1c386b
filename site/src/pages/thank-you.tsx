import { CheckCircle2 } from 'lucide-react';
import { ButtonLink } from '@/components/button';
import { thankYouContent as content } from '@/content/thank-you';

export default function ThankYouPage() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 pt-32 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-plum-50 text-ember-700">
        <CheckCircle2 className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-plum-950 sm:text-4xl">
        {content.title}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-plum-800">{content.text}</p>
      <ButtonLink to={content.back.href} size="lg" className="mt-8">
        {content.back.label}
      </ButtonLink>
    </div>
  );
}
