import { type ReactNode, useRef, useState } from 'react';
import { LoadingNote, useSisQuery } from '../load-state.tsx';
import { PortalLink } from '../PortalLink.tsx';
import type { PortalSession } from '../session.ts';
import { SisRequestError } from '../sis-client.ts';
import { LoadFailed } from './LoadFailed.tsx';
import type { TicketsLabels } from './labels.ts';
import { TICKET_QUERY, type TicketDetails } from './sis-documents.ts';
import { CloseTicketForm, CommentForm } from './TicketForms.tsx';
import { ticketFacts } from './ticket-detail.ts';
import { formatTicketDate } from './ticket-list.ts';

/** Props of {@link TicketDetail}. */
export interface TicketDetailProps {
  session: PortalSession;
  labels: TicketsLabels;
  /** The ticket id from the path (`/tickets/{id}`). */
  id: string;
}

/**
 * The ticket detail screen (customer-area §2 `/tickets/{id}`): reads the ticket from the SIS and shows
 * {@link TicketView}. A NOT_FOUND answer (another organization's ticket or an unknown id) shows a
 * "ticket not found" note (role="alert") with a link back to the list, and nothing of the ticket.
 */
export function TicketDetail({ session, labels, id }: TicketDetailProps) {
  const [state, setData] = useSisQuery(session.sis, TICKET_QUERY, { id });
  const backToList = (
    <PortalLink session={session} to={`${session.home}/tickets/list`}>
      {labels['detail.backToList']}
    </PortalLink>
  );
  if (state.status === 'ready') {
    return (
      <TicketView
        session={session}
        labels={labels}
        ticket={state.data.ticket}
        onUpdate={(ticket) => setData({ ticket })}
      />
    );
  }
  return (
    <section className="sf-tickets">
      <h1 id="sf-tickets-title" className="sf-page__title">
        {labels['detail.title']}
      </h1>
      {state.status === 'loading' ? (
        <LoadingNote text={labels.loading} />
      ) : state.error instanceof SisRequestError && state.error.code === 'NOT_FOUND' ? (
        <TicketNotFound labels={labels}>{backToList}</TicketNotFound>
      ) : (
        <LoadFailed error={state.error} text={labels.loadFailed}>
          {backToList}
        </LoadFailed>
      )}
    </section>
  );
}

/** The note for a ticket the caller may not see or that does not exist (role="alert"), with `children` as its way back. */
export function TicketNotFound({ labels, children }: { labels: TicketsLabels; children: ReactNode }) {
  return (
    <div className="sf-portal__note sf-tickets__not-found" role="alert">
      <p>{labels['detail.notFound']}</p>
      {children}
    </div>
  );
}

/** Props of {@link TicketView}. */
export interface TicketViewProps {
  session: PortalSession;
  labels: TicketsLabels;
  ticket: TicketDetails;
  /** Takes the ticket as a mutation answered it (comment added, ticket closed). */
  onUpdate(ticket: TicketDetails): void;
}

/**
 * One ticket (customer-area §3): its fields, its comments oldest first (author, date, text), and while it
 * is not closed the comment form and the close form. After a change the SIS's answer replaces the
 * ticket and a status line says what happened; once closed, the status shows closed with the reason and
 * neither form is offered.
 */
export function TicketView({ session, labels, ticket, onUpdate }: TicketViewProps) {
  const [notice, setNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const open = ticket.status !== 'closed';
  const saved = (updated: TicketDetails, text: string) => {
    onUpdate(updated);
    setNotice(text);
    // Closing removes the form that had the focus: the heading takes it.
    if (updated.status === 'closed') headingRef.current?.focus();
  };
  return (
    <article className="sf-tickets sf-ticket" data-ticket-id={ticket.id} data-status={ticket.status}>
      <h1 id="sf-tickets-title" className="sf-page__title" ref={headingRef} tabIndex={-1}>
        {labels['detail.title']} {ticket.id}
      </h1>
      <p>
        <PortalLink session={session} to={`${session.home}/tickets/list`}>
          {labels['detail.backToList']}
        </PortalLink>
      </p>
      <dl className="sf-ticket__facts">
        {ticketFacts({ ticket, labels, locale: session.locale }).map((fact) => (
          <div key={fact.id} className="sf-ticket__fact" data-fact={fact.id}>
            <dt>{fact.label}</dt>
            <dd {...(fact.id === 'status' ? { 'data-status': ticket.status } : {})}>{fact.text}</dd>
          </div>
        ))}
      </dl>
      <p className="sf-ticket__notice" role="status">
        {notice}
      </p>
      <section className="sf-ticket__comments">
        <h2 id="sf-ticket-comments-title">{labels['comments.title']}</h2>
        <CommentList ticket={ticket} labels={labels} locale={session.locale} />
        {open && (
          <CommentForm
            session={session}
            labels={labels}
            ticketId={ticket.id}
            onSaved={(updated) => saved(updated, labels['comments.added'])}
          />
        )}
      </section>
      {open && (
        <section className="sf-ticket__close">
          <h2 id="sf-ticket-close-title">{labels['close.title']}</h2>
          <CloseTicketForm
            session={session}
            labels={labels}
            ticketId={ticket.id}
            onSaved={(updated) => saved(updated, labels['close.closed'])}
          />
        </section>
      )}
    </article>
  );
}

/**
 * The comments of a ticket, oldest first as the SIS gives them: author, date and time in the page
 * locale, text; a note when there are none.
 */
export function CommentList({
  ticket,
  labels,
  locale,
  timeZone,
}: {
  ticket: Pick<TicketDetails, 'comments'>;
  labels: TicketsLabels;
  locale: string;
  /** IANA zone of the dates; default the browser's. */
  timeZone?: string;
}) {
  if (ticket.comments.length === 0)
    return <p className="sf-ticket__no-comments">{labels['comments.empty']}</p>;
  return (
    <ol className="sf-ticket__comment-list">
      {ticket.comments.map((comment) => (
        <li key={comment.id} className="sf-ticket__comment" data-comment-id={comment.id}>
          <p className="sf-ticket__comment-meta">
            <span className="sf-ticket__comment-author">{comment.author}</span>{' '}
            <time dateTime={comment.createdOn}>
              {formatTicketDate(comment.createdOn, {
                locale,
                withTime: true,
                ...(timeZone ? { timeZone } : {}),
              })}
            </time>
          </p>
          <p className="sf-ticket__comment-text">{comment.description}</p>
        </li>
      ))}
    </ol>
  );
}
