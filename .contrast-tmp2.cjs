const { theme } = require('antd/lib');
const lum = (hex) => { const c = hex.replace('#',''); const v=[0,2,4].map(i=>parseInt(c.slice(i,i+2),16)/255).map(x=>x<=0.03928?x/12.92:((x+0.055)/1.055)**2.4); return 0.2126*v[0]+0.7152*v[1]+0.0722*v[2]; };
const cr = (a,b) => { if(!/^#[0-9a-f]{6}$/i.test(a)||!/^#[0-9a-f]{6}$/i.test(b)) return `?(${a},${b})`; const [x,y]=[lum(a),lum(b)].sort((p,q)=>q-p); return ((x+0.05)/(y+0.05)).toFixed(2); };
const tok = JSON.parse(process.argv[2] || '{}');
const t = theme.getDesignToken({ token: tok });
const W='#ffffff';
const rows = [];
for (const k of ['Primary','Success','Warning','Error','Info']) {
  rows.push([k, t[`color${k}`], 'onW', cr(t[`color${k}`],W), 'onBg', cr(t[`color${k}`], t[`color${k}Bg`]), 'W-on', cr(W,t[`color${k}`]), 'text', t[`color${k}Text`], cr(t[`color${k}Text`],W), cr(t[`color${k}Text`], t[`color${k}Bg`]), 'hover', t[`color${k}Hover`], cr(W,t[`color${k}Hover`]), 'active', t[`color${k}Active`]]);
}
rows.push(['link', t.colorLink, cr(t.colorLink, W), 'hover', t.colorLinkHover, cr(t.colorLinkHover,W)]);
for (const k of ['colorText','colorTextSecondary','colorTextTertiary','colorTextDescription','colorTextPlaceholder','colorTextQuaternary','colorTextDisabled','colorTextLabel','colorTextHeading','colorIcon']) rows.push([k, t[k]]);
for (const c of ['blue','purple','cyan','green','magenta','pink','red','orange','yellow','volcano','geekblue','lime','gold']) rows.push([c, t[`${c}7`], t[`${c}1`], cr(t[`${c}7`], t[`${c}1`]), '8:', t[`${c}8`], cr(t[`${c}8`], t[`${c}1`]), 'W-on-6', cr(W, t[`${c}6`])]);
for (const r of rows) console.log(r.join(' '));
