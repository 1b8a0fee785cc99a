import { LinkButton } from '../../app/ui/link-button';

interface AdminGateProps {
  title: string;
  message: string;
  links: { to: string; label: string }[];
}

/** The signed-out and not-an-admin screens of spec 001 §2 (admin custom checkout). */
export function AdminGate({ title, message, links }: AdminGateProps) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{`${title} · Kurz`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <LinkButton
            key={link.to}
            to={link.to}
            size="lg"
            variant={index === 0 ? 'primary' : 'secondary'}
          >
            {link.label}
          </LinkButton>
        ))}
      </div>
    </section>
  );
}
