import { cva } from 'class-variance-authority'

/**
 * The button's classes, apart from the component so client code on first load can style a plain
 * element without tailwind-merge.
 */
export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-md text-base font-semibold transition-colors focus-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-blue-700 text-white hover:bg-blue-800',
        secondary: 'bg-white text-blue-800 ring-1 ring-blue-700 hover:bg-blue-50',
        ghost: 'bg-transparent hover:bg-black/5',
      },
      size: {
        default: 'px-5 py-2.5',
        lg: 'px-8 py-3 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)
