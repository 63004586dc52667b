/** @type {import('tailwindcss').Config} */
export default {
  // lib/cn.ts names utilities to tell their kinds apart; those names are no classes to generate.
  content: [
    './index.html',
    './src/client/**/*.{ts,tsx}',
    '!./src/client/lib/cn.ts',
    '!./src/client/lib/cn.test.ts',
  ],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef2ff',
          100: '#e0e7ff',
          200: '#c7d2fe',
          500: '#6366f1',
          600: '#4f46e5',
          700: '#4338ca',
          800: '#3730a3',
          900: '#312e81',
        },
      },
      keyframes: {
        'toast-in': {
          from: { opacity: '0', transform: 'translateY(-0.5rem)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
      },
      animation: { 'toast-in': 'toast-in 200ms ease-out' },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
      },
    },
  },
  plugins: [],
};
