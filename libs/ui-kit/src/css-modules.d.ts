// CSS Modules are compiled by the consumer's Vite (apps/web, apps/storybook): class names
// are known only at build time, so every key is optional to the type checker.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Plain stylesheets imported for their side effect (the design tokens).
declare module '*.css';
