/**
 * The one script of the built-in sign-in page, inlined only when a WebAuthn provider is listed. Auth.js
 * loaded @simplewebauthn/browser from unpkg for this; this page loads
 * nothing from elsewhere. It uses the browser's own WebAuthn JSON codecs
 * (`PublicKeyCredential.parseCreationOptionsFromJSON` / `parseRequestOptionsFromJSON` and
 * `PublicKeyCredential#toJSON`, https://www.w3.org/TR/webauthn-3/#sctn-parseCreationOptionsFromJSON)
 * instead of bundling a library into a string; a browser without them gets a message, not a broken form.
 *
 * Per form marked `data-webauthn-options` (the options URL): on submit, fetch the options with the
 * `data-form-field` inputs as the query, run the ceremony, and post the form natively with `action` and
 * `data` (the JSON of the credential), as Auth.js's page did. The form marked `data-webauthn-conditional`
 * also starts a conditional-UI (autofill) ceremony on load, aborted when a button is pressed, so the two
 * never race for the challenge cookie.
 */
export const WEBAUTHN_PAGE_SCRIPT = `(() => {
	const PKC = window.PublicKeyCredential;
	const supported = !!(PKC && PKC.parseCreationOptionsFromJSON && PKC.parseRequestOptionsFromJSON && navigator.credentials);
	const forms = Array.from(document.querySelectorAll('form[data-webauthn-options]'));
	let autofill = null;
	const status = (form, text) => {
		const el = form.querySelector('[data-webauthn-status]');
		if (el) el.textContent = text;
	};
	const put = (form, name, value) => {
		let input = form.querySelector('input[type="hidden"][name="' + name + '"]');
		if (!input) {
			input = document.createElement('input');
			input.type = 'hidden';
			input.name = name;
			form.appendChild(input);
		}
		input.value = value;
	};
	const fetchOptions = async (form, query) => {
		const response = await fetch(form.dataset.webauthnOptions + '?' + query, { credentials: 'same-origin', headers: { accept: 'application/json' } });
		const body = await response.json().catch(() => null);
		if (!response.ok || !body || !body.options || !body.action) throw new Error((body && (body.message || body.error)) || 'The server did not start a passkey request.');
		return body;
	};
	const ceremony = (body, signal, conditional) => body.action === 'register'
		? navigator.credentials.create({ publicKey: PKC.parseCreationOptionsFromJSON(body.options), signal })
		: navigator.credentials.get({ publicKey: PKC.parseRequestOptionsFromJSON(body.options), mediation: conditional ? 'conditional' : undefined, signal });
	const finish = (form, action, credential) => {
		put(form, 'action', action);
		put(form, 'data', JSON.stringify(credential.toJSON()));
		// submit(), unlike requestSubmit(), does not fire the submit event again.
		form.submit();
	};
	const sentence = (text) => (text.endsWith('.') ? text : text + '.');
	const explain = (error) => error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
		? 'The passkey prompt was closed or timed out. Try again.'
		: error && error.name === 'InvalidStateError'
			? 'This authenticator already holds a passkey for this account.'
			: 'Passkey sign-in failed: ' + sentence((error && error.message) || 'unknown error');
	for (const form of forms) {
		if (!supported) {
			status(form, 'This browser cannot use passkeys on this page.');
			for (const button of form.querySelectorAll('button')) button.disabled = true;
			continue;
		}
		form.addEventListener('submit', async (event) => {
			event.preventDefault();
			if (autofill) autofill.abort();
			autofill = null;
			status(form, '');
			const query = new URLSearchParams();
			for (const input of form.querySelectorAll('[data-form-field]')) if (input.value) query.set(input.name, input.value);
			try {
				const body = await fetchOptions(form, query);
				const credential = await ceremony(body, undefined, false);
				if (credential) finish(form, body.action, credential);
			} catch (error) {
				status(form, explain(error));
			}
		});
	}
	const conditional = forms.find((form) => form.hasAttribute('data-webauthn-conditional'));
	if (supported && conditional && PKC.isConditionalMediationAvailable) {
		PKC.isConditionalMediationAvailable().then(async (available) => {
			if (!available) return;
			const controller = (autofill = new AbortController());
			const body = await fetchOptions(conditional, new URLSearchParams({ action: 'authenticate' }));
			if (controller.signal.aborted) return;
			const credential = await ceremony(body, controller.signal, true);
			if (credential && autofill === controller) finish(conditional, 'authenticate', credential);
		}).catch(() => {
			// Aborted by a button press, or no passkey picked: the buttons still work.
		});
	}
})();`;
