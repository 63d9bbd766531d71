import { CHAT_TEXT_CATALOGUES, chatbotMachine, connectChatbot, type ChatbotApi, type ChatDetailsField, type ChatMessage } from '@rinn/machines';
import { CHAT_QUESTION_MESSAGES } from '@rinn/rules';
import { shownText } from '../i18n/shown-message.ts';
import { useActor } from '../widgets/use-actor.ts';
import { createActor } from 'xstate';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { localizedPath, useLanguage, type UiStrings } from '../i18n/language.ts';
import { browserApiClient } from '../session/api.ts';
import { chatActors, type ChatCalls } from './chat-actors.ts';
import { rememberChatDismissed } from './chat-dismissal.ts';
import { loadChatTranscript, saveChatTranscript } from './chat-session-store.ts';
import { chatStrings } from './chat-strings.ts';
import { ChatText } from './chat-text.tsx';
import { ChatLauncherButton } from './ChatLauncherButton.tsx';
import './chatbot.css';

/**
 * How the widget came to load: the visitor opened it, the page sat idle (CHATBOT-001), or the chat
 * was open on the previous page of the visit (CHATBOT-014).
 */
export type ChatOpenReason = 'visitor' | 'inactivity' | 'restored';

/** Props of {@link ChatbotWidget}. */
export interface ChatbotWidgetProps {
  readonly openedBy: ChatOpenReason;
  /** The API calls; the browser's API client unless a test passes a stand-in. */
  readonly client?: ChatCalls;
}

type Copy = ReturnType<typeof chatStrings>;

/**
 * The support chatbot (spec §2, §3, §4, §5, §8, §9), rendering `chatbotMachine`: welcome, the
 * details form (name, email, mobile with its OTP, consent box checked), then the chat, whose
 * answers stream into one bot message.
 *
 * A non-modal dialog, so that the page stays usable beside it: it takes focus when the visitor
 * opens it (never when it opens by itself, which would pull the visitor out of what they read),
 * Escape minimises it, and focus returns to the launcher when the panel goes away with focus in it.
 *
 * @param props - see {@link ChatbotWidgetProps}
 * @returns the launcher or the chat panel
 */
export function ChatbotWidget({ openedBy, client }: ChatbotWidgetProps) {
  const { language, strings, text } = useLanguage();
  const copy = chatStrings(language);
  // The chat-end callback (§9, 60 s after an ending) takes the ended conversation off the screen.
  const closeEnded = useRef<() => void>(() => undefined);
  const [machine] = useState(() => chatbotMachine.provide({ actors: chatActors(client ?? browserApiClient(), () => closeEnded.current()) }));
  // The conversation of the visit's earlier pages carries on here (CHATBOT-014).
  const [restored] = useState(loadChatTranscript);
  const [snapshot, send] = useActor({ create: () => createActor(machine, { input: { now: () => Date.now(), restored } }) });
  // The OTP child's ticks and typed code do not change the flow's snapshot; its connect reads them.
  useActor(snapshot.children.otp);
  closeEnded.current = () => send({ type: 'CLOSE' });
  const chat = connectChatbot(snapshot, send);
  // After every render, so the next page finds the conversation as it stands (it skips unchanged ones).
  useEffect(() => saveChatTranscript(chat.transcript));
  const ids = useId();
  const titleRef = useRef<HTMLHeadingElement | null>(null);
  const launcherRef = useRef<HTMLAnchorElement | null>(null);
  const logRef = useRef<HTMLDivElement | null>(null);
  const focusTitleOnShow = useRef(openedBy === 'visitor');
  const focusInPanel = useRef(false);

  const panelShown = (chat.view !== 'closed' && !chat.isMinimised) || chat.ended !== null;

  // Loaded because the visitor asked or the page sat idle: either way it opens now.
  useEffect(() => send({ type: 'OPEN' }), [send]);

  // Focus follows the panel: onto its title when the visitor opened it, back to the launcher when
  // it goes away while focus was inside it (otherwise focus would fall to the top of the page).
  useEffect(() => {
    if (panelShown && focusTitleOnShow.current) {
      focusTitleOnShow.current = false;
      titleRef.current?.focus();
    }
    if (!panelShown && focusInPanel.current) {
      focusInPanel.current = false;
      launcherRef.current?.focus();
    }
  }, [panelShown]);

  // New text keeps the latest message in view.
  const lastText = chat.messages.at(-1)?.text;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length, lastText]);

  if (!panelShown) {
    return (
      <ChatLauncherButton
        ref={launcherRef}
        label={text.openChat}
        onClick={() => {
          focusTitleOnShow.current = true;
          chat.getLauncherProps().onClick();
        }}
      />
    );
  }

  const minimise = chat.getMinimiseProps().onClick;
  const close = () => {
    if (chat.ended === null) rememberChatDismissed();
    chat.getCloseProps().onClick();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (chat.ended === null) minimise();
    else close();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) focusInPanel.current = false;
  };

  return (
    <section
      className="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${ids}-title`}
      onKeyDown={onKeyDown}
      onFocus={() => (focusInPanel.current = true)}
      onBlur={onBlur}
    >
      <header className="chat-panel__head">
        <h2 id={`${ids}-title`} ref={titleRef} tabIndex={-1}>
          {copy.assistantName}
        </h2>
        {chat.ended === null && (
          <button type="button" className="chat-panel__icon" aria-label={copy.minimise} onClick={minimise}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
              <path d="M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <button type="button" className="chat-panel__icon" aria-label={copy.close} onClick={close}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="20" height="20">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </header>
      <div className="chat-panel__body">
        {chat.view === 'welcome' && <Welcome copy={copy} onStart={chat.getStartProps().onClick} />}
        {chat.view === 'details' && <DetailsForm chat={chat} copy={copy} strings={strings} ids={ids} language={language} />}
        {(chat.view === 'chat' || chat.ended !== null) && (
          // The question box takes the focus after the details or Yes, as before; a chat that reopened
          // by itself on a new page leaves the focus where it is until the visitor works in the panel.
          <Conversation chat={chat} copy={copy} ids={ids} logRef={logRef} language={language} focusQuestion={openedBy !== 'restored' || focusInPanel.current} />
        )}
      </div>
    </section>
  );
}

/** A line of the chat in the page's language: the chat's own lines by their code, the rest as written. */
function lineText(message: ChatMessage, language: 'en' | 'hi'): string {
  return message.code === undefined ? message.text : CHAT_TEXT_CATALOGUES[language][message.code];
}

function Welcome({ copy, onStart }: { readonly copy: Copy; readonly onStart: () => void }) {
  return (
    <div className="chat-welcome">
      <p className="chat-welcome__heading">{copy.welcomeHeading}</p>
      <p>{copy.welcomeText}</p>
      <button type="button" className="button" onClick={onStart}>
        {copy.start}
      </button>
    </div>
  );
}

interface FieldAttributes {
  readonly type: string;
  readonly autoComplete: string;
  readonly inputMode?: 'numeric' | 'email' | 'text';
  readonly maxLength?: number;
  readonly hint?: string;
  readonly autoFocus?: boolean;
}

function DetailsForm({ chat, copy, strings, ids, language }: { readonly chat: ChatbotApi; readonly copy: Copy; readonly strings: UiStrings; readonly ids: string; readonly language: 'en' | 'hi' }) {
  const field = (name: ChatDetailsField, label: string, attributes: FieldAttributes) => {
    const api = chat.detailsField(name);
    const id = `${ids}-${name}`;
    const message = api.error === null ? (attributes.hint ?? '') : shownText(api.error, language);
    return (
      <div className="form-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type={attributes.type}
          autoComplete={attributes.autoComplete}
          {...(attributes.inputMode ? { inputMode: attributes.inputMode } : {})}
          {...(attributes.maxLength ? { maxLength: attributes.maxLength } : {})}
          // The OTP field appears after the send; typing goes on there (its status line is announced).
          autoFocus={attributes.autoFocus}
          value={api.value}
          aria-invalid={api.error !== null}
          aria-describedby={`${id}-message`}
          onChange={(event) => api.onChange(event.target.value)}
          onBlur={api.onLeave}
        />
        <p id={`${id}-message`} className={api.error === null ? 'field-hint' : 'field-error'}>
          {message}
        </p>
      </div>
    );
  };
  const consent = chat.getConsentProps();
  const sendOtp = chat.getSendOtpProps();
  const submit = chat.getDetailsSubmitProps();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submit.disabled) submit.onClick();
  };
  return (
    <form className="chat-details" noValidate onSubmit={onSubmit} aria-busy={chat.isBusy}>
      {field('name', copy.name, { type: 'text', autoComplete: 'name' })}
      {field('email', copy.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      {field('mobile', copy.mobile, { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric', maxLength: 10, hint: copy.mobileHint })}
      <button type="button" className="button button--secondary chat-details__otp" disabled={sendOtp.disabled} onClick={sendOtp.onClick}>
        {chat.otpSent ? copy.resendOtp : copy.sendOtp}
      </button>
      <p role="status" className="form-success chat-details__status">
        {chat.otpSent ? copy.otpSent : ''}
      </p>
      {chat.otpSent && field('otp', strings.otpLabel, { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric', maxLength: 4, autoFocus: true })}
      <div className="chat-details__consent">
        <input id={`${ids}-consent`} type="checkbox" checked={consent.checked} onChange={consent.onChange} />
        <label htmlFor={`${ids}-consent`}>{copy.consent}</label>{' '}
        <span>
          <Link to={localizedPath('/privacy-policy', language)} target="_blank">
            {strings.privacyPolicy}
          </Link>{' '}
          {copy.and}{' '}
          <Link to={localizedPath('/terms-and-conditions', language)} target="_blank">
            {strings.termsAndConditions}
          </Link>
        </span>
      </div>
      <p className="field-error" role="alert">
        {shownText(chat.detailsError, language)}
      </p>
      <button type="submit" className="button" disabled={submit.disabled}>
        {chat.isBusy ? copy.working : copy.submitDetails}
      </button>
    </form>
  );
}

function Conversation({
  chat,
  copy,
  ids,
  logRef,
  language,
  focusQuestion,
}: {
  readonly chat: ChatbotApi;
  readonly copy: Copy;
  readonly ids: string;
  readonly logRef: RefObject<HTMLDivElement | null>;
  readonly language: 'en' | 'hi';
  readonly focusQuestion: boolean;
}) {
  const question = chat.getQuestionInputProps();
  const lastMessage = chat.messages.at(-1);
  const ask = chat.getAskProps();
  const feedback = chat.getFeedbackInputProps();
  const onAsk = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ask.disabled) ask.onClick();
  };
  return (
    <>
      {/* A log is a polite live region: each new message is read out. While an answer streams in,
          aria-busy holds the announcement back, so the answer is read once, whole, not chunk by chunk. */}
      <div ref={logRef} className="chat-log" role="log" aria-label={copy.conversation} aria-busy={chat.isAnswering} tabIndex={0}>
        <ol className="chat-log__list">
          <li className="chat-message chat-message--bot chat-message--greeting" data-sender="greeting">
            <span className="visually-hidden">{copy.bot}: </span>
            {copy.greeting}
          </li>
          {chat.messages.map((message) => (
            <li key={message.id} className={`chat-message chat-message--${message.sender}`} data-sender={message.sender}>
              <span className="visually-hidden">{message.sender === 'user' ? copy.you : copy.bot}: </span>
              {message.text === '' && chat.isAnswering ? <span className="chat-message__typing">{copy.typing}</span> : <ChatText text={lineText(message, language)} />}
            </li>
          ))}
        </ol>
      </div>
      {chat.ended !== null ? (
        <p role="status" className="chat-panel__ended" data-testid="chat-ended">
          {CHAT_TEXT_CATALOGUES[language][chat.ended.notice]}
        </p>
      ) : chat.prompt === 'anythingElse' || chat.prompt === 'wasItHelpful' ? (
        <div className="chat-prompt" role="group" aria-label={lastMessage === undefined ? '' : lineText(lastMessage, language)}>
          <button type="button" className="button" onClick={chat.getYesProps().onClick}>
            {copy.yes}
          </button>
          <button type="button" className="button button--secondary" onClick={chat.getNoProps().onClick}>
            {copy.no}
          </button>
        </div>
      ) : chat.prompt === 'feedback' ? (
        <form
          className="chat-input"
          onSubmit={(event) => {
            event.preventDefault();
            chat.getFeedbackSubmitProps().onClick();
          }}
        >
          <label htmlFor={`${ids}-feedback`} className="visually-hidden">
            {copy.feedbackLabel}
          </label>
          <textarea id={`${ids}-feedback`} rows={2} maxLength={feedback.maxLength} value={feedback.value} placeholder={copy.feedbackLabel} onChange={(event) => feedback.onChange(event.target.value)} />
          <button type="submit" className="button">
            {copy.sendFeedback}
          </button>
        </form>
      ) : (
        <>
        {chat.offersSuggestions && (
          <ul className="chat-suggestions" aria-label={copy.suggestionsLabel}>
            {([copy.suggestion1, copy.suggestion2, copy.suggestion3] as const).map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="chat-suggestions__button" onClick={chat.getSuggestionProps(suggestion).onClick}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form className="chat-input" onSubmit={onAsk}>
          <label htmlFor={`${ids}-question`} className="visually-hidden">
            {copy.question}
          </label>
          <input
            id={`${ids}-question`}
            type="text"
            autoComplete="off"
            enterKeyHint="send"
            // The question box replaces the control that was just used (details submit, Yes): typing goes on here.
            autoFocus={focusQuestion}
            maxLength={question.maxLength}
            value={question.value}
            placeholder={copy.question}
            aria-invalid={chat.questionError !== null}
            aria-describedby={`${ids}-question-error`}
            onChange={(event) => question.onChange(event.target.value)}
          />
          <button type="submit" className="button" disabled={ask.disabled}>
            {copy.send}
          </button>
          <p id={`${ids}-question-error`} className="field-error chat-input__error" role="alert">
            {chat.questionError === null ? '' : CHAT_QUESTION_MESSAGES[language][chat.questionError]}
          </p>
        </form>
        </>
      )}
    </>
  );
}
