import { Icon } from '@/components/icon';
import { ButtonLink, type ButtonVariant } from '@/components/button';
import type { CallToAction } from '@/types/sections';
import { cn } from '@/lib/cn';

interface ActionButtonsProps {
  primary: CallToAction;
  secondary?: CallToAction;
  primaryVariant?: ButtonVariant;
  className?: string;
}

/** A primary call to action with an arrow and an optional quieter second one. */
export function ActionButtons({
  primary,
  secondary,
  primaryVariant = 'primary',
  className,
}: ActionButtonsProps) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      <ButtonLink to={primary.href} variant={primaryVariant} size="lg">
        {primary.label}
        <Icon name="arrow-right" className="size-5" />
      </ButtonLink>
      {secondary && (
        <ButtonLink to={secondary.href} variant="outline" size="lg">
          {secondary.label}
        </ButtonLink>
      )}
    </div>
  );
}
