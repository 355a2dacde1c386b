import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/link';
import { buttonClasses } from '@/components/button';
import { notFoundContent as content } from '@/content/not-found';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 pt-32 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-ember-700">{content.code}</p>
      <h1 className="mt-4 text-3xl font-extrabold text-plum-950 sm:text-4xl">{content.title}</h1>
      <p className="mt-4 text-lg text-plum-800">{content.text}</p>
      <Link to={content.back.href} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {content.back.label}
      </Link>
    </div>
  );
}
