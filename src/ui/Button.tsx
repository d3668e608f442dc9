import type { Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { type ButtonVariants, button } from '../styles/recipes/button.css.ts';

export type ButtonProps = Omit<AriaButtonProps, 'className'> &
  ButtonVariants & { className?: string; ref?: Ref<HTMLButtonElement> };

export function Button({ tone, size, fullWidth, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={[button({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
    />
  );
}
