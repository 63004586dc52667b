// What the local acquirer serves to browsers, modelled on Monri Components: the script a
// merchant's page loads (`Monri(token, {locale}).components({clientSecret}).create('card')`,
// `card.mount(id)`, `monri.confirmPayment(card, params)`), the card-field page that script puts
// in an iframe from the acquirer's origin, and the 3-D Secure challenge page. Card numbers and
// security codes are typed here and posted only to the acquirer.

export const COMPONENTS_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var origin = new URL(script.src).origin;
  function overlay(url) {
    var shade = document.createElement('div');
    shade.setAttribute('data-acquirer-challenge', '');
    shade.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.5);z-index:2147483647;display:flex;align-items:center;justify-content:center';
    var frame = document.createElement('iframe');
    frame.title = '3-D Secure';
    frame.src = url;
    frame.style.cssText = 'width:min(420px,94vw);height:360px;border:0;border-radius:12px;background:#fff';
    shade.appendChild(frame);
    document.body.appendChild(shade);
    return shade;
  }
  function Monri(authenticityToken, options) {
    var locale = (options && options.locale) || 'en';
    return {
      components: function (componentOptions) {
        var clientSecret = componentOptions.clientSecret;
        return {
          create: function (type, createOptions) {
            var frame = null;
            var listeners = [];
            window.addEventListener('message', function (event) {
              if (event.origin !== origin || !event.data || event.data.type !== 'monri:change') return;
              if (!frame || event.source !== frame.contentWindow) return;
              listeners.forEach(function (listener) { listener(event.data.event); });
            });
            return {
              mount: function (target) {
                var host = typeof target === 'string' ? document.getElementById(target) : target;
                frame = document.createElement('iframe');
                frame.title = (createOptions && createOptions.title) || (locale === 'en' ? 'Card details' : 'Podaci o kartici');
                frame.setAttribute('data-acquirer-card-fields', '');
                frame.src = origin + '/components/card?client_secret=' + encodeURIComponent(clientSecret) +
                  '&locale=' + encodeURIComponent(locale) + '&parent=' + encodeURIComponent(location.origin);
                frame.style.cssText = 'width:100%;height:190px;border:0;display:block';
                host.appendChild(frame);
              },
              onChange: function (listener) { listeners.push(listener); },
              frame: function () { return frame; }
            };
          }
        };
      },
      confirmPayment: function (card, params) {
        return new Promise(function (resolve) {
          var requestId = Math.random().toString(36).slice(2);
          var shade = null;
          function onMessage(event) {
            if (event.origin !== origin || !event.data || event.data.requestId !== requestId) return;
            if (event.data.type === 'monri:challenge') { shade = overlay(event.data.url); return; }
            if (event.data.type === 'monri:result') {
              window.removeEventListener('message', onMessage);
              if (shade) shade.remove();
              resolve(event.data.response);
            }
          }
          window.addEventListener('message', onMessage);
          card.frame().contentWindow.postMessage({ type: 'monri:confirm', requestId: requestId, params: params || {} }, origin);
        });
      }
    };
  }
  window.Monri = Monri;
})();
`;

const TEXTS = {
  me: {
    number: 'Broj kartice',
    expiry: 'Važi do (MM/GG)',
    cvc: 'CVC',
    title: 'Potvrda plaćanja (3-D Secure)',
    body: 'Vaša banka traži da potvrdite ovo plaćanje.',
    approve: 'Potvrdi',
    deny: 'Odbij',
  },
  en: {
    number: 'Card number',
    expiry: 'Expires (MM/YY)',
    cvc: 'CVC',
    title: 'Confirm the payment (3-D Secure)',
    body: 'Your bank asks you to confirm this payment.',
    approve: 'Approve',
    deny: 'Deny',
  },
};

function textsFor(locale: string) {
  return locale === 'en' ? TEXTS.en : TEXTS.me;
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font:16px system-ui,sans-serif;margin:0;padding:4px;color:#111}
label{display:block;font-size:14px;margin:6px 0 2px}
input{box-sizing:border-box;width:100%;font-size:16px;padding:10px;border:1px solid #888;border-radius:8px}
.row{display:flex;gap:8px}.row>div{flex:1}
button{font-size:16px;padding:10px 18px;border-radius:8px;border:1px solid #222;margin:6px}
#approve{background:#0a6b2c;color:#fff}`;

/** The card fields, in an iframe from the acquirer's origin. */
export function cardPage(clientSecret: string, locale: string, parentOrigin: string): string {
  const t = textsFor(locale);
  return `<!doctype html><html lang="${locale === 'en' ? 'en' : 'sr-Latn-ME'}"><head><meta charset="utf-8">
<title>${escapeHtml(t.number)}</title><style>${STYLE}</style></head><body>
<form id="card" autocomplete="on" onsubmit="return false">
<label for="number">${t.number}</label><input id="number" name="cardnumber" inputmode="numeric" autocomplete="cc-number">
<div class="row"><div><label for="expiry">${t.expiry}</label><input id="expiry" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY"></div>
<div><label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc"></div></div>
</form>
<script>
(function () {
  var parentOrigin = ${JSON.stringify(parentOrigin)};
  var clientSecret = ${JSON.stringify(clientSecret)};
  ['number', 'expiry', 'cvc'].forEach(function (id) {
    document.getElementById(id).addEventListener('input', function () {
      parent.postMessage({ type: 'monri:change', event: { complete: false } }, parentOrigin);
    });
  });
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || !event.data || event.data.type !== 'monri:confirm') return;
    var requestId = event.data.requestId;
    var expiry = document.getElementById('expiry').value.split('/');
    fetch('/components/confirm?locale=' + encodeURIComponent(${JSON.stringify(locale)}), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_secret: clientSecret,
        pan: document.getElementById('number').value,
        exp_month: expiry[0] || '',
        exp_year: expiry[1] || '',
        cvv: document.getElementById('cvc').value,
        transaction: event.data.params
      })
    }).then(function (r) { return r.json(); }).then(function (answer) {
      if (answer.challenge_url) {
        parent.postMessage({ type: 'monri:challenge', requestId: requestId,
          url: location.origin + answer.challenge_url + '&request_id=' + encodeURIComponent(requestId) +
            '&parent=' + encodeURIComponent(parentOrigin) }, parentOrigin);
      } else {
        parent.postMessage({ type: 'monri:result', requestId: requestId, response: answer }, parentOrigin);
      }
    }, function () {
      parent.postMessage({ type: 'monri:result', requestId: requestId,
        response: { error: { message: 'network' } } }, parentOrigin);
    });
  });
})();
</script></body></html>`;
}

/** The 3-D Secure challenge: Approve or Deny. */
export function challengePage(
  paymentId: string,
  locale: string,
  requestId: string,
  parentOrigin: string,
): string {
  const t = textsFor(locale);
  return `<!doctype html><html lang="${locale === 'en' ? 'en' : 'sr-Latn-ME'}"><head><meta charset="utf-8">
<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head><body>
<main><h1 style="font-size:20px">${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>
<button id="approve" type="button">${t.approve}</button><button id="deny" type="button">${t.deny}</button></main>
<script>
(function () {
  var parentOrigin = ${JSON.stringify(parentOrigin)};
  function answer(decision) {
    fetch('/3ds/' + ${JSON.stringify(encodeURIComponent(paymentId))}, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision: decision })
    }).then(function (r) { return r.json(); }).then(function (response) {
      parent.postMessage({ type: 'monri:result', requestId: ${JSON.stringify(requestId)}, response: response }, parentOrigin);
    });
  }
  document.getElementById('approve').addEventListener('click', function () { answer('approve'); });
  document.getElementById('deny').addEventListener('click', function () { answer('deny'); });
})();
</script></body></html>`;
}
