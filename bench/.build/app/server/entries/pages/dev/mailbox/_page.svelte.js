import { a as ensure_array_like, d as attr, m as escape_html, o as head } from "../../../../chunks/server2.js";
// src/routes/dev/mailbox/+page.svelte
function _page($$renderer, $$props) {
	$$renderer.component(($$renderer) => {
		let { data } = $$props;
		const linkOf = (text) => text.match(/https?:\/\/\S+\/callback\/\S+/)?.[0];
		head("1q0qiv3", $$renderer, ($$renderer) => {
			$$renderer.title(($$renderer) => {
				$$renderer.push(`<title>Dev mailbox · Auth demo</title>`);
			});
		});
		$$renderer.push(`<h1>Dev mailbox</h1> `);
		if (data.down) $$renderer.push(`<!--[0--><p role="alert">The SMTP sink is not running. Start it with <code>npm run mocks</code> (npm run dev starts it too).</p>`);
		else if (data.messages.length === 0) $$renderer.push(`<!--[1--><p>No messages yet. Request a sign-in link on <a href="/signin">the sign-in page</a>.</p>`);
		else {
			$$renderer.push(`<!--[-1--><ul><!--[-->`);
			const each_array = ensure_array_like(data.messages);
			for (let $$index = 0, $$length = each_array.length; $$index < $$length; $$index++) {
				let mail = each_array[$$index];
				$$renderer.push(`<li><strong>${escape_html(mail.subject)}</strong> to ${escape_html(mail.to)} at ${escape_html(mail.date)} `);
				if (linkOf(mail.text)) $$renderer.push(`<!--[0--><a${attr("href", linkOf(mail.text))}>Open the sign-in link</a>`);
				else $$renderer.push("<!--[-1-->");
				$$renderer.push(`<!--]--></li>`);
			}
			$$renderer.push(`<!--]--></ul>`);
		}
		$$renderer.push(`<!--]-->`);
	});
}
export { _page as default };

//# sourceMappingURL=_page.svelte.js.map